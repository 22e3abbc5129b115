import { describe, expect, it } from 'vitest';
import type { StructuralChange } from '../../../../kernel/index.js';
import { lineAfter, lineStepsOf, stepsGive } from '../../../../plugins/formulas/engine/line-batch.js';

const ids = (text: string) => text.split('');

describe('a batch of line changes as the engine moves it', () => {
  const batch: StructuralChange[] = [
    { kind: 'insert-rows', sheetId: 's', at: 1, count: 2 },
    { kind: 'move-rows', sheetId: 's', from: 0, count: 1, to: 4 },
    { kind: 'delete-columns', sheetId: 's', at: 0, count: 1 },
  ];

  it("takes a command's changes in order, and an undo's inverted, last first", () => {
    expect(lineStepsOf(batch, false)?.map((s) => [s.axis, s.change])).toEqual([
      ['rows', { kind: 'insert', at: 1, count: 2 }],
      ['rows', { kind: 'move', from: 0, count: 1, to: 4 }],
      ['cols', { kind: 'delete', at: 0, count: 1 }],
    ]);
    expect(lineStepsOf(batch, true)?.map((s) => [s.axis, s.change])).toEqual([
      ['cols', { kind: 'insert', at: 0, count: 1 }],
      ['rows', { kind: 'move', from: 3, count: 1, to: 0 }],
      ['rows', { kind: 'delete', at: 1, count: 2 }],
    ]);
    expect(lineStepsOf([...batch, { kind: 'rename-sheet', sheetId: 's', from: 'a', to: 'b' }], false)).toBeUndefined();
  });

  it('a move and its inverse give the lines back, up and down', () => {
    for (const change of [{ kind: 'move-rows', sheetId: 's', from: 1, count: 2, to: 5 }, { kind: 'move-rows', sheetId: 's', from: 4, count: 2, to: 1 }] as const) {
      const [forward] = lineStepsOf([change], false)!;
      const [back] = lineStepsOf([change], true)!;
      const moved = Array.from({ length: 7 }, (_, i) => lineAfter([back], 's', 'rows', lineAfter([forward], 's', 'rows', i)));
      expect(moved).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
  });

  it('checks the changes against the ids before and after: new ids where lines were inserted, the others where they went', () => {
    const rows = lineStepsOf(batch, false)!.filter((s) => s.axis === 'rows');
    // abcde: two lines inserted before b (a..bcde), then a moved before the 5th line (..bacde).
    expect(stepsGive(ids('abcde'), ids('xybacde'), rows)).toBe(true);
    expect(stepsGive(ids('abcde'), ids('xyabcde'), rows)).toBe(false);
    expect(stepsGive(ids('abcde'), ids('xaabcde'), rows)).toBe(false);
    expect(stepsGive(ids('abcde'), ids('abcde'), rows)).toBe(false);
    expect(lineAfter(rows, 's', 'rows', 0)).toBe(3);
    expect(lineAfter(rows, 's', 'cols', 0)).toBe(0);
  });
});
