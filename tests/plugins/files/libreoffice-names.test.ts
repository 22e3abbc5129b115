import { describe, expect, it } from 'vitest';
import { exportXlsx } from '../../../plugins/files/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { isError } from '../../../plugins/formulas/values.js';
import { parseA1 } from '../../../plugins/workbook/a1.js';
import { engineOptions } from '../../support/engine.js';
import { libreOfficeValues } from '../../support/libreoffice.js';
import { modelOf } from '../formulas/engine/book-model.js';

/** What LibreOffice (7.4 here: no LAMBDA) computes from our export, against our engine, cell by cell. */
describe('named formulas, 3D references and links to other books in LibreOffice Calc', () => {
  it('are recalculated by LibreOffice to the values our engine computes', async () => {
    const workbook = modelOf(
      {
        Summary: {
          A1: '=SUM(Jan:Mar!B2)', A2: "=COUNTA('Jan:Mar'!B2:B3)", A3: '=MAX(Jan:Feb!B2)', A4: '=tax*100', A5: '=total',
          A6: '=SUM(lastTwo)', A7: '=AVERAGE(Feb:Mar!B2)', A8: { formula: '=[1]Feuil8!A1*2', value: 42 },
        },
        Jan: { B2: 1, B3: 'x' },
        Feb: { B2: 2 },
        Mar: { B2: 4, B3: 5 },
      },
      { tax: { formula: '0.2' }, total: { formula: 'SUM(Jan!$B$2,Feb!$B$2)*10' }, lastTwo: { formula: 'OFFSET(Mar!$B$2,0,0,2,1)' } },
      { excel: true },
    );
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook, {});
    const summary = workbook.sheetIds[0];
    const ours = (address: string) => {
      const { row, column } = parseA1(address)!;
      const value = engine.getValue(summary, row, column);
      return isError(value) ? value.code : String(value);
    };
    // The link is written as its value; the rest without cached values, so LibreOffice computes them.
    const exported = await exportXlsx(workbook, { computedValue: (sheetId, row, col) => (sheetId === summary && row === 7 && col === 0 ? 42 : undefined) });
    const theirs = libreOfficeValues(exported, ['Summary']).Summary;
    const addresses = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'];
    expect(addresses.map((address) => ours(address))).toEqual(['7', '5', '2', '20', '30', '9', '3', '42']);
    expect(addresses.map((address) => theirs[parseA1(address)!.row]?.[0] ?? '')).toEqual(addresses.map((address) => ours(address)));
  }, 120_000);
});
