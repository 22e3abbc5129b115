import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { isError } from '../../../plugins/formulas/values.js';
import { a1 } from '../../../plugins/workbook/a1.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { libreOfficeValues } from '../../support/libreoffice.js';
import { engineOptions } from '../../support/engine.js';
import { DYNAMIC_ARRAY_METADATA, formula, minimalXlsx, num, row } from './minimal-xlsx.js';

const ARRAY = (ref: string) => ` t="array" ref="${ref}"`;

/**
 * Legacy array formulas over ranges of each fit (same size, cut, padded, repeated, one value), dynamic
 * arrays LibreOffice computes too, and formulas of pre-dynamic-array Excel that intersect; all with
 * functions LibreOffice 7.4 has.
 */
const ROWS = row(1, num('A1', 1), num('B1', 2), num('E1', 10), num('F1', 20), formula('H1', 'A1:B2+E1:F2', 0, ARRAY('H1:I2')), formula('K1', 'A1:A2', 0, ARRAY('K1:K4')), formula('M1', 'A1:A3*2', 0, ARRAY('M1:M3'), ' cm="1"'), formula('O1', 'TRANSPOSE(A1:B2)', 0, ARRAY('O1:P2')))
  + row(2, num('A2', 3), num('B2', 4), num('E2', 30), num('F2', 40), formula('C2', 'A1:A3*10', 0), formula('D2', '_xlfn.DAYS(F:F,E1)', 0))
  + row(3, num('A3', 5), formula('C3', 'SUM(A1:A3)+A1:A3', 0), formula('D3', 'IF(A1:A3>4,B1:B3,-1)', 0))
  + row(4, formula('H4', 'MMULT(A1:B2,E1:F2)', 0, ARRAY('H4:I5')), formula('N4', 'A1:B1', 0, ARRAY('N4:O5')))
  + row(6, formula('H6', 'MINVERSE(A1:B2)', 0, ARRAY('H6:I7')))
  + row(9, formula('H9', 'SUM(A1:A2*B1:B2)', 0, ARRAY('H9:I9')), formula('K9', 'A1:B2*10', 0, ARRAY('K9')));

describe('array formulas and implicit intersection with LibreOffice Calc', () => {
  it('are recalculated by LibreOffice from our export to the values our engine computes', async () => {
    const { workbook } = await importXlsx(await minimalXlsx([{ name: 'Arrays', rows: ROWS }], DYNAMIC_ARRAY_METADATA), 'arrays.xlsx', new SequentialIdGenerator());
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook, {});
    const sheetId = workbook.sheetIds[0];
    // Written without cached values: LibreOffice computes every formula, and fills the arrays' areas itself.
    const theirs = libreOfficeValues(await exportXlsx(workbook, { spillSize: (id, r, c) => engine.spillSize(id, r, c) }), ['Arrays']).Arrays;
    const differences: string[] = [];
    for (let r = 0; r < 10; r++) {
      for (let c = 0; c < 16; c++) {
        const value = engine.getValue(sheetId, r, c);
        const ours = isError(value) ? value.code : value === null ? '' : String(value);
        const their = theirs[r]?.[c] ?? '';
        if (ours !== their && !(their !== '' && Math.abs(Number(ours) - Number(their)) < 1e-9)) differences.push(`${a1(r, c)}: ours ${ours}, LibreOffice ${their}`);
      }
    }
    expect(differences).toEqual([]);
    expect([engine.getValue(sheetId, 1, 2), engine.getValue(sheetId, 4, 13), engine.getValue(sheetId, 8, 8)]).toEqual([30, 1, 14]);
  }, 180_000);
});
