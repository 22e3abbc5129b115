import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { conditionFromExcel, conditionToExcel } from '../../../plugins/files/xlsx/conditional-formats.js';

const cellIs = (formulae: string[]): ExcelJS.ConditionalFormattingRule => ({ type: 'cellIs', operator: 'between', priority: 1, formulae, style: {} }) as ExcelJS.ConditionalFormattingRule;

describe('xlsx conditional format limits', () => {
  it('reads a cellIs limit that is not a number as a formula input, computed per cell', () => {
    expect(conditionFromExcel(cellIs(['10', '$B$1']))).toMatchObject({ condition: { type: 'number_between', input1: '10', input2: '=$B$1' } });
  });

  it('writes formula inputs without their "=", numbers as they are', () => {
    const rule = { id: 'x', order: 0, ranges: [], format: {}, condition: { type: 'number_between', input1: '=A1*2', input2: '5' } } as const;
    expect(conditionToExcel(rule, 1, 'A1')).toMatchObject({ type: 'cellIs', operator: 'between', formulae: ['A1*2', '5'] });
  });
});
