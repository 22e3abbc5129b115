import { describe, expect, it } from 'vitest';
import { functionProposal } from '../../../../plugins/formulas/web/function-proposal.js';

const sumProposal = (area: Parameters<typeof functionProposal>[1], isNumber: Parameters<typeof functionProposal>[2]) => functionProposal('SUM', area, isNumber);

/** Numbers in A1:A3 and in B5:C5 (row 4, columns 1-2), text in A4. */
const isNumber = (row: number, col: number) => (col === 0 && row <= 2) || (row === 4 && (col === 1 || col === 2));
const cell = (row: number, col: number) => ({ top: row, bottom: row, left: col, right: col });

describe('the Sum button (as in Sheets)', () => {
  it('proposes the contiguous numbers above a cell, picked so they can be changed', () => {
    expect(sumProposal(cell(3, 0), isNumber)).toEqual({ kind: 'edit', text: '=SUM(A1:A3)', pick: { start: 5, end: 10, anchor: { row: 0, col: 0 }, focus: { row: 2, col: 0 } } });
  });
  it('else the contiguous numbers to its left', () => {
    expect(sumProposal(cell(4, 3), isNumber)).toEqual({ kind: 'edit', text: '=SUM(B5:C5)', pick: { start: 5, end: 10, anchor: { row: 4, col: 1 }, focus: { row: 4, col: 2 } } });
  });
  it('with no numbers next to it, an empty SUM to fill in', () => {
    expect(sumProposal(cell(9, 9), isNumber)).toEqual({ kind: 'edit', text: '=SUM()', pick: undefined });
  });
  it('writes a total under each column of a selected range', () => {
    expect(sumProposal({ top: 0, bottom: 2, left: 0, right: 1 }, isNumber)).toEqual({
      kind: 'write',
      cells: [
        { row: 3, col: 0, text: '=SUM(A1:A3)' },
        { row: 3, col: 1, text: '=SUM(B1:B3)' },
      ],
    });
  });
  it('writes the total beside a selected row', () => {
    expect(sumProposal({ top: 4, bottom: 4, left: 1, right: 2 }, isNumber)).toEqual({ kind: 'write', cells: [{ row: 4, col: 3, text: '=SUM(B5:C5)' }] });
  });
  it('proposes any function the same way, the picked range placed after its longer name', () => {
    expect(functionProposal('AVERAGE', cell(3, 0), isNumber)).toEqual({ kind: 'edit', text: '=AVERAGE(A1:A3)', pick: { start: 9, end: 14, anchor: { row: 0, col: 0 }, focus: { row: 2, col: 0 } } });
    expect(functionProposal('MAX', { top: 0, bottom: 2, left: 0, right: 0 }, isNumber)).toEqual({ kind: 'write', cells: [{ row: 3, col: 0, text: '=MAX(A1:A3)' }] });
  });
});
