import { describe, expect, it } from 'vitest';
import { BIG_COMMAND_CELLS, setCellsInParts, type CellText } from '../../../plugins/workbook/index.js';

const cellsOf = (count: number): CellText[] => Array.from({ length: count }, (_, i) => ({ row: Math.floor(i / 10), col: i % 10, text: String(i) }));

describe('cells written in parts (a big paste, fill or Replace all)', () => {
  it('sends parts of at most BIG_COMMAND_CELLS, every cell once and in order', () => {
    const sent: { sheetId: string; cells: CellText[] }[] = [];
    const result = setCellsInParts((id, params) => {
      expect(id).toBe('workbook.set-cells');
      sent.push(params as { sheetId: string; cells: CellText[] });
      return { ok: true };
    }, 's1', cellsOf(2 * BIG_COMMAND_CELLS + 1));
    expect(result).toEqual({ ok: true });
    expect(sent.map((part) => part.cells.length)).toEqual([BIG_COMMAND_CELLS, BIG_COMMAND_CELLS, 1]);
    expect(sent.every((part) => part.sheetId === 's1')).toBe(true);
    expect(sent.flatMap((part) => part.cells).map((cell) => cell.text)).toEqual(cellsOf(2 * BIG_COMMAND_CELLS + 1).map((cell) => cell.text));
  });

  it('stops at the first part refused, with its reason', () => {
    let calls = 0;
    const result = setCellsInParts(() => (++calls === 2 ? { ok: false, error: 'Locked', title: 'Cannot edit' } : { ok: true }), 's1', cellsOf(3 * BIG_COMMAND_CELLS));
    expect(result).toEqual({ ok: false, error: 'Locked', title: 'Cannot edit' });
    expect(calls).toBe(2);
  });
});
