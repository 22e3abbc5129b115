import { describe, expect, it } from 'vitest';
import { BORDER_FILLS, type BorderFill, type CellBorders } from '../../../plugins/workbook/index.js';
import { boot, runUndoable } from './boot.js';

const AREA = { top: 1, left: 1, bottom: 3, right: 3 };
const RED = { color: '#ff0000', style: 'wide' } as const;

/** Which edges each cell of the 3x3 area got, as 'TRBL' letters per cell, row by row. */
function edgeMap(fill: BorderFill): string[] {
  const t = boot();
  runUndoable(t, 'workbook.set-borders', { sheetId: t.sheetId, area: AREA, fill, color: RED.color, style: RED.style });
  const rows: string[] = [];
  for (let row = 0; row <= 4; row++) {
    let line = '';
    for (let col = 0; col <= 4; col++) {
      const borders: CellBorders = t.cell(row, col)?.format?.borders ?? {};
      for (const edge of ['top', 'right', 'bottom', 'left'] as const) if (borders[edge]) expect(borders[edge]).toEqual(RED);
      const letters = (['top', 'right', 'bottom', 'left'] as const).map((edge) => (borders[edge] ? edge[0].toUpperCase() : '')).join('');
      line += `${letters || '.'} `;
    }
    rows.push(line.trim());
  }
  return rows;
}

describe('workbook.set-borders', () => {
  it.each<[BorderFill, string[]]>([
    ['all', ['. . . . .', '. TRBL TRBL TRBL .', '. TRBL TRBL TRBL .', '. TRBL TRBL TRBL .', '. . . . .']],
    ['outer', ['. . . . .', '. TL T TR .', '. L . R .', '. BL B RB .', '. . . . .']],
    ['top', ['. . . . .', '. T T T .', '. . . . .', '. . . . .', '. . . . .']],
    ['bottom', ['. . . . .', '. . . . .', '. . . . .', '. B B B .', '. . . . .']],
    ['left', ['. . . . .', '. L . . .', '. L . . .', '. L . . .', '. . . . .']],
    ['right', ['. . . . .', '. . . R .', '. . . R .', '. . . R .', '. . . . .']],
    ['inner-horizontal', ['. . . . .', '. B B B .', '. TB TB TB .', '. T T T .', '. . . . .']],
    ['inner-vertical', ['. . . . .', '. R RL L .', '. R RL L .', '. R RL L .', '. . . . .']],
    ['inner', ['. . . . .', '. RB RBL BL .', '. TRB TRBL TBL .', '. TR TRL TL .', '. . . . .']],
  ])('puts %s borders on the cells\' own edges', (fill, expected) => {
    expect(edgeMap(fill)).toEqual(expected);
  });

  it('covers every fill of the spec', () => {
    expect(BORDER_FILLS).toEqual(['none', 'top', 'left', 'right', 'bottom', 'all', 'outer', 'inner-horizontal', 'inner-vertical', 'inner']);
  });

  it('defaults to all edges, black, normal', () => {
    const t = boot();
    runUndoable(t, 'workbook.set-borders', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    const line = { color: '#000000', style: 'normal' };
    expect(t.cell(0, 0)).toEqual({ format: { borders: { top: line, right: line, bottom: line, left: line } } });
  });

  it('adds to the edges a cell already has and keeps its other format fields', () => {
    const t = boot();
    t.run('workbook.set-format', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 }, format: { bold: true } });
    t.run('workbook.set-borders', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 }, fill: 'top' });
    runUndoable(t, 'workbook.set-borders', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 }, fill: 'left', color: '#00ff00', style: 'dotted' });
    expect(t.cell(0, 0)?.format).toEqual({
      bold: true,
      borders: { top: { color: '#000000', style: 'normal' }, left: { color: '#00ff00', style: 'dotted' } },
    });
  });

  it('clears the area\'s borders with none, removing cells left empty', () => {
    const t = boot();
    t.run('workbook.set-borders', { sheetId: t.sheetId, area: AREA, fill: 'all' });
    t.run('workbook.set-format', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 1, right: 1 }, format: { italic: true } });
    runUndoable(t, 'workbook.set-borders', { sheetId: t.sheetId, area: AREA, fill: 'none' });
    expect(t.cell(1, 1)).toEqual({ format: { italic: true } });
    expect(t.cell(2, 2)).toBeUndefined();
  });
});
