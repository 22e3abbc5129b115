import { describe, expect, it } from 'vitest';
import { namesCellsIn, pushedToEdge } from '../../../../plugins/formulas/engine/lost-rewrites.js';

describe('lost rewrites: what an undo reads of the texts it restores', () => {
  // Cells A3:B4 deleted with a shift up: rows 2-3 (zero-based) of columns A and B.
  const up = namesCellsIn('rows', 2, 2, { start: 0, end: 1 });
  // Cells B3:C4 deleted with a shift left: columns 1-2 of rows 2-3.
  const left = namesCellsIn('cols', 1, 2, { start: 2, end: 3 });
  it.each([
    ['=A3+1', true],
    ['=$b$4*2', true],
    ['=SUM(A1:A3)', true],
    ['=SUM(B4:B9)', true],
    ['=SUM(A1:A9)', false],
    ['=C3+A2+A5', false],
    ['=Sheet1!A4', true],
    ['=SUMIF(A1:A2,">0")', false],
  ])('a shift up: %s names a deleted cell: %s', (text, lost) => expect(up(text)).toBe(lost));
  it.each([
    ['=B3', true],
    ['=SUM(A4:C4)', true],
    ['=SUM(A3:D3)', false],
    ['=B2+B5+D3', false],
  ])('a shift left: %s names a deleted cell: %s', (text, lost) => expect(left(text)).toBe(lost));
  it.each([
    ['rows', '=A1048576+1', true],
    ['rows', '=SUM(A3:A1048575)', true],
    ['rows', '=A1048574', false],
    ['cols', '=ZZZ1', true],
    ['cols', '=SUM(ZZX1:ZZY1)', true],
    ['cols', '=ZZW1+SUM(A1:B2)', false],
  ] as const)('two %s inserted at the top: %s was pushed to the edge: %s', (axis, text, lost) => expect(pushedToEdge(axis, 2)(text)).toBe(lost));
});
