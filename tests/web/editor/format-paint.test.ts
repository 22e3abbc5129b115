import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../plugins/workbook/model/cell.js';
import { paintCommands } from '../../../web/editor/format-paint.js';

const area = { top: 1, left: 0, bottom: 3, right: 2 };

describe('paint format (SPEC section 2 toolbar)', () => {
  it('replaces the area formatting with the source cell look and number format', () => {
    const source: Cell = { value: 1, format: { bold: true, textColor: '#ff0000' }, data: { type: 'NUMBER', format: '$#,##0.00' } };
    expect(paintCommands(source, 's1', area)).toEqual([
      { id: 'workbook.clear-format', params: { sheetId: 's1', area } },
      { id: 'workbook.set-format', params: { sheetId: 's1', area, format: { bold: true, textColor: '#ff0000' } } },
      { id: 'workbook.set-number-format', params: { sheetId: 's1', area, format: '$#,##0.00' } },
    ]);
  });
  it('clears the area when the source cell is plain or empty', () => {
    const clear = [{ id: 'workbook.clear-format', params: { sheetId: 's1', area } }];
    expect(paintCommands(undefined, 's1', area)).toEqual(clear);
    expect(paintCommands({ value: 'x', format: {} }, 's1', area)).toEqual(clear);
  });
});
