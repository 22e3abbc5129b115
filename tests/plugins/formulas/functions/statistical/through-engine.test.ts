import { describe, expect, it } from 'vitest';
import { Book } from '../../engine/helpers.js';

/** Formulas typed in cells, so argument modes, references and lifting are exercised with the real engine. */
function sheet(): Book {
  const book = new Book();
  const column: (number | string | boolean)[] = [1, 2, 3, 'x', true, 10];
  column.forEach((v, i) => book.set(`A${i + 1}`, v));
  ['apple', 'pear', 'apple', 'fig', 'kiwi', 'Apple'].forEach((v, i) => book.set(`B${i + 1}`, v));
  book.set('D1', '>2');
  return book;
}

const cases: readonly (readonly [string, number | string | boolean])[] = [
  ['=SUM(A1:A6)', 16],
  ['=SUM(A1:A6, "4", TRUE)', 21],
  ['=AVERAGE(A1:A6)', 4],
  ['=AVERAGEA(A1:A6)', 17 / 6],
  ['=COUNT(A1:A6)', 4],
  ['=COUNT(,,1)', 3], // omitted arguments are zeros, as in SUM(1,,3)
  ['=COUNT(A7,A1)', 1], // an empty cell given directly is not a number
  ['=COUNTA(A1:A8)', 6],
  ['=COUNTBLANK(A1:A8)', 2],
  ['=MAX(A1:A6)', 10],
  ['=MIN(A1:A6, -1)', -1],
  ['=SUMIF(A1:A6, D1)', 13],
  ['=SUMIF(B1:B6, "apple", A1:A6)', 14],
  ['=COUNTIF(B1:B6, "a*")', 3],
  ['=COUNTIFS(B1:B6, "apple", A1:A6, ">1")', 2],
  ['=SUMIFS(A1:A6, B1:B6, "<>apple")', 2],
  ['=AVERAGEIF(B1:B6, "apple", A1:A6)', 14 / 3],
  ['=MAXIFS(A1:A6, B1:B6, "apple")', 10],
  ['=SUM(COUNTIF(B1:B6, {"apple","fig"}))', 4],
  ['=SUMPRODUCT(--(B1:B6="apple"), A1:A6)', 14],
  ['=SUMPRODUCT((B1:B6="apple")*A1:A6)', '#VALUE!'],
  ['=LARGE(A1:A6, 2)', 3],
  ['=SUM(LARGE(A1:A6, {1,2}))', 13],
  ['=MEDIAN(A1:A6)', 2.5],
  ['=ROUND(2.345, 2)', 2.35],
  ['=SUM(SQRT({4,9,16}))', 9],
  ['=MOD(-3, 2)', 1],
  ['=INDEX(MMULT({1,2;3,4}, {1;1}), 2, 1)', 7],
  ['=MDETERM({1,2;3,4})', -2],
  ['=STDEV(A1:A6)', 4.082482905],
  ['=NORM.S.DIST(0, TRUE)', 0.5],
  ['=SUBTOTAL(9, A1:A6)', 16],
  ['=SQRT(-1)', '#NUM!'],
  ['=SUM(A1:A6, 1/0)', '#DIV/0!'],
  ['=ROMAN(1999)', 'MCMXCIX'],
  ['=PRODUCT(A1:A3)', 6],
];

describe('math and statistical functions through the engine', () => {
  it.each(cases)('%s → %j', (formula, expected) => {
    const book = sheet();
    book.set('F1', formula);
    const value = book.show('F1');
    if (typeof expected === 'number' && typeof value === 'number') expect(value).toBeCloseTo(expected, 9);
    else expect(value).toBe(expected);
  });
});
