import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { conditionFromExcel, conditionToExcel } from '../../../plugins/files/xlsx/conditional-formats.js';

const cellIs = (formulae: string[]): ExcelJS.ConditionalFormattingRule => ({ type: 'cellIs', operator: 'between', priority: 1, formulae, style: {} }) as ExcelJS.ConditionalFormattingRule;

describe('xlsx conditional format limits', () => {
  it('reads a cellIs limit that is not a number as a formula input, computed per cell', () => {
    expect(conditionFromExcel(cellIs(['10', '$B$1']), 'A1')).toMatchObject({ condition: { type: 'number_between', input1: '10', input2: '=$B$1' } });
  });

  it('writes a number rule as an expression that holds on numbers only, formula inputs without their "=", numbers by value', () => {
    const rule = { id: 'x', order: 0, ranges: [], format: {}, condition: { type: 'number_between', input1: '=A1*2', input2: '5%' } } as const;
    expect(conditionToExcel(rule, 1, 'B2')).toMatchObject({ type: 'expression', formulae: ['AND(ISNUMBER(B2),NOT(ISLOGICAL(B2)),B2>=MIN(A1*2,0.05),B2<=MAX(A1*2,0.05))'] });
  });

  it('reads "cell value equal to" a quoted text as a text rule', () => {
    const equal = { type: 'cellIs', operator: 'equal', priority: 1, formulae: ['"Say ""hi"""'], style: {} } as ExcelJS.ConditionalFormattingRule;
    expect(conditionFromExcel(equal, 'A1')).toMatchObject({ condition: { type: 'text_is', input1: 'Say "hi"' } });
  });
});
