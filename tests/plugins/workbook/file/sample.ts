/** A small but complete template file, as a plain JSON object, for the file-format tests. */
export function sampleFile(): Record<string, any> {
  return {
    format: 'gridcast/1',
    name: 'Invoice',
    sheetIds: ['ab12cd34', 'ef56gh78'],
    sheetsById: {
      ab12cd34: {
        id: 'ab12cd34',
        name: 'Sheet1',
        rowIds: ['r1', 'r2', 'r3'],
        rowsById: { r1: { id: 'r1', height: 21 }, r2: { id: 'r2', height: 30, hidden: false }, r3: { id: 'r3', height: 0, hidden: true, realSize: 21, hiddenByUser: true } },
        columnIds: ['c1', 'c2'],
        columnsById: { c1: { id: 'c1', width: 100 }, c2: { id: 'c2', width: 120, disableHidingFunctions: true } },
        cellsById: {
          'c1&r1': { value: 'Total', format: { bold: true, align: 'left', borders: { top: { color: '#000000', style: 'wide' } } } },
          'c2&r1': { formula: '=SUM(B2:B3)', value: 42, data: { type: 'NUMBER', format: '#,##0.00' } },
          'c1&r2': { value: 3, mergeRows: 2, mergeColumns: 1 },
          'c1&r3': { mergedInto: 'c1&r2' },
          'c2&r2': { value: true, data: { type: 'BOOLEAN', validation: { type: 'checkbox' } } },
          'c2&r3': { value: null, linkTo: { namedRangeId: 'nr1' } },
        },
        chartsById: { ch1: { id: 'ch1', name: 'Chart 1', type: 'bar', futureField: { nested: [1, 2] } } },
        locks: [{ id: 'lk1', name: 'Header', range: { sheetId: 'ab12cd34', fromCellId: 'c1&r1', toCellId: 'c2&r1' } }],
      },
      ef56gh78: {
        id: 'ef56gh78',
        name: 'Data',
        hidden: true,
        rowIds: ['x1'],
        rowsById: { x1: { id: 'x1', height: 21 } },
        columnIds: ['y1'],
        columnsById: { y1: { id: 'y1', width: 100 } },
        cellsById: { 'y1&x1': { value: 1.5 } },
        chartsById: {},
        locks: [],
      },
    },
    namedRangesById: {
      nr1: { id: 'nr1', name: 'Total', sheetId: 'ab12cd34', fromCellId: 'c2&r1', output: true, outputName: 'invoice.total' },
      nr2: { id: 'nr2', name: 'Gone', sheetId: 'deleted1', fromCellId: 'q&w', invalid: true },
    },
    conditionalFormatsById: { cf1: { id: 'cf1', order: 0, ranges: [], condition: { type: 'cell_not_blank' }, extra: 'kept' } },
    palettesById: { p1: { id: 'p1', name: 'Brand', styles: {} } },
    userFunctions: [{ name: 'DOUBLE', text: 'function DOUBLE(x) { return 2 * x; }' }],
    testShadowsById: { 1: { id: 1, name: 'Untitled', input: { buyer: { name: 'Ann' } } } },
    recommendedCastsByName: { Summary: { name: 'Summary', sheetId: 'ab12cd34', castRange: true, isDefault: true } },
    customColors: ['#123456'],
    settings: { defaultFontFamily: 'Lato' },
  };
}
