import { describe, expect, it } from 'vitest';
import type { Engine } from '../../../../plugins/formulas/engine/index.js';
import { tablesLayer } from '../../../../plugins/tables/web/table-layer.js';
import { tableBook } from '../table-book.js';

describe('the tables canvas layer', () => {
  it('draws the header in the style, bands every other data row, and leaves what a cell sets itself', () => {
    const book = tableBook({ A1: 'Item', B1: 'Qty', A2: 'Pen', A3: 'Ink', A4: 'Pad', A5: 'Total' }, [{ name: 'T', ref: 'A1:B5', totalsRow: true }]);
    const sheet = book.sheetsById[book.sheetIds[0]];
    const layer = tablesLayer.prepare(sheet, {} as Engine, book)!;
    expect(layer.cellStyle!(0, 0)).toMatchObject({ bold: true, backgroundColor: '#4472c4', textColor: '#ffffff' });
    expect(layer.cellStyle!(1, 1)?.backgroundColor).toBe('#dae3f3');
    expect(layer.cellStyle!(2, 1)).toBeUndefined();
    expect(layer.cellStyle!(3, 0)?.backgroundColor).toBe('#dae3f3');
    expect(layer.cellStyle!(4, 0)).toMatchObject({ bold: true });
    expect(layer.cellStyle!(0, 2)).toBeUndefined();
    const plain = tablesLayer.prepare(sheet, {} as Engine, { ...book, tablesById: { t1: { ...book.tablesById!.t1, bandedRows: false } } })!;
    expect(plain.cellStyle!(1, 1)).toBeUndefined();
  });
});
