import { describe, expect, it } from 'vitest';
import { parseCriterion } from '../../../../../plugins/formulas/functions/shared/criteria.js';
import { ERRORS, type Scalar } from '../../../../../plugins/formulas/values.js';

const cases: readonly (readonly [Scalar, Scalar, boolean])[] = [
  // [criterion, cell, matches]
  [5, 5, true],
  [5, '5', true],
  [5, 6, false],
  [5, null, false],
  ['5', 5, true],
  ['=5', 5, true],
  ['>5', 6, true],
  ['>5', 5, false],
  ['>5', '10', false],
  ['>=5', 5, true],
  ['<5', 4.9, true],
  ['<5', null, false],
  ['<=5', 5, true],
  ['<>5', 5, false],
  ['<>5', 4, true],
  ['<>5', null, true],
  ['<>5', 'x', true],
  // <> never reads text as a number: the text "5" is not equal to 5 (Excel's COUNTIF book, Rows!E2).
  ['<>5', '5', true],
  ['apple', 'APPLE', true],
  ['apple', 'apples', false],
  ['a*', 'Apple', true],
  ['a*', 'banana', false],
  ['*', 'x', true],
  ['*', 5, false],
  ['*', null, false],
  ['?at', 'cat', true],
  ['?at', 'at', false],
  ['~*', '*', true],
  ['~*', 'x', false],
  ['<>a*', 'apple', false],
  ['<>a*', 'pear', true],
  ['<>a*', null, true],
  ['>b', 'c', true],
  ['>b', 'a', false],
  ['>b', 5, false],
  ['', null, true],
  ['', '', true],
  ['', 'x', false],
  ['=', null, true],
  ['=', '', false],
  ['<>', null, false],
  ['<>', 'x', true],
  ['<>', 0, true],
  // An ordering with no operand matches nothing (Excel's COUNTIF book, Rows!J9:Q16 with H9 empty).
  ['<=', '', false],
  ['<=', null, false],
  ['>', 'a', false],
  ['>=', 0, false],
  [true, true, true],
  [true, 1, false],
  ['TRUE', true, true],
  ['<>TRUE', false, true],
  [null, 0, true],
  [null, null, false],
  ['#N/A', ERRORS.NA, true],
  ['#N/A', ERRORS.VALUE, false],
  [ERRORS.DIV0, ERRORS.DIV0, true],
  ['>1e2', 101, true],
  ['>10%', 0.2, true],
  ['a.b', 'axb', false],
  ['(x)', '(x)', true],
];

describe('parseCriterion', () => {
  it.each(cases)('%j on %j → %j', (criterion, cell, expected) => {
    expect(parseCriterion(criterion).test(cell)).toBe(expected);
  });

  it('says whether blanks match so callers can skip empty cells', () => {
    expect(parseCriterion('>5').matchesBlank).toBe(false);
    expect(parseCriterion('<>5').matchesBlank).toBe(true);
    expect(parseCriterion('').matchesBlank).toBe(true);
  });

  it('exposes numeric bounds for indexed matching', () => {
    expect(parseCriterion('>=3').numeric).toEqual({ op: '>=', value: 3 });
    expect(parseCriterion(7).numeric).toEqual({ op: '=', value: 7 });
    expect(parseCriterion('<>3').numeric).toBeUndefined();
    expect(parseCriterion('abc').numeric).toBeUndefined();
  });
});
