import { describe, expect, it } from 'vitest';
import type { GridSummary } from '../../../web/api/types.js';
import { shownGrids, updatedText } from '../../../web/pages/grid-list.js';

const grids: GridSummary[] = [
  { id: '1', name: 'Loan calculator', updatedAt: '2026-11-20T10:00:00Z' },
  { id: '2', name: 'budget 2027', updatedAt: '2026-11-25T10:00:00Z', published: true },
  { id: '3', name: 'Budget 2026' },
  { id: '4', name: 'Pricing', updatedAt: '2026-11-25T10:00:00Z' },
];
const ids = (list: readonly GridSummary[]) => list.map((grid) => grid.id);

describe('the grids list: search and sort', () => {
  it('sorts by last update, newest first, never-updated last, ties by name', () => {
    expect(ids(shownGrids(grids, '', 'updated'))).toEqual(['2', '4', '1', '3']);
  });
  it('sorts by name, ignoring case, numbers in order', () => {
    expect(ids(shownGrids(grids, '', 'name'))).toEqual(['3', '2', '1', '4']);
  });
  it('keeps names containing every searched word, in any case', () => {
    expect(ids(shownGrids(grids, 'BUDGET', 'name'))).toEqual(['3', '2']);
    expect(ids(shownGrids(grids, ' budget  27 ', 'name'))).toEqual(['2']);
    expect(shownGrids(grids, 'nothing like it', 'name')).toEqual([]);
  });
});

describe('last update as a person reads it', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('is relative when recent and a date otherwise', () => {
    expect(updatedText(undefined, now)).toBe('Never updated');
    expect(updatedText('2026-11-26T11:59:30Z', now)).toBe('just now');
    expect(updatedText('2026-11-26T11:55:00Z', now)).toBe('5 minutes ago');
    expect(updatedText('2026-11-25T12:00:00Z', now)).toBe('yesterday');
    expect(updatedText('2026-10-01T12:00:00Z', now)).toBe('1 Oct 2026');
  });
});
