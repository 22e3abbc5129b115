import { describe, expect, it } from 'vitest';
import { RULE_PROBLEMS, type ConditionalFormat } from '../../../plugins/conditional-formats/index.js';
import { newWorkbook, SequentialIdGenerator } from '../../../plugins/workbook/index.js';
import { evaluate, painted, rule, withGrid, withRules, type Grid } from './helpers.js';

const COLUMN: Grid = [[null], [''], [0], [5], [10], ['Apple pie'], ['apple'], [true], ['=1/0'], [45000.75]];

/** Which rows of COLUMN (A1:A10) a condition colours. */
function rowsFor(condition: ConditionalFormat['condition'], grid: Grid = COLUMN): string {
  const base = withGrid(newWorkbook(new SequentialIdGenerator()), grid);
  const book = withRules(base, [rule(base, 'cf1', 0, `A1:A${grid.length}`, condition)]);
  const { cf } = evaluate(book);
  return painted(cf, book, grid.length, 1).join('');
}

describe('conditional format conditions (SPEC section 5)', () => {
  it('cell blank holds for empty cells and empty text; cell not blank for the rest, errors included', () => {
    expect(rowsFor({ type: 'blank' })).toBe('##........');
    expect(rowsFor({ type: 'not_blank' })).toBe('..########');
  });

  it.each([
    ['number_greater', '5', undefined, '....#....#'],
    ['number_greater_equal', '5', undefined, '...##....#'],
    ['number_less', '5', undefined, '..#.......'],
    ['number_less_equal', '5', undefined, '..##......'],
    ['number_between', '10', '4', '...##.....'],
    ['number_not_between', '4', '10', '..#......#'],
    ['number_equal', '10', undefined, '....#.....'],
    ['number_not_equal', '10', undefined, '..##.....#'],
  ] as const)('%s compares numbers only (text, booleans, blanks and errors never hold)', (type, input1, input2, expected) => {
    expect(rowsFor({ type, input1, ...(input2 ? { input2 } : {}) })).toBe(expected);
  });

  it.each([
    ['date_before', '3/16/2023', undefined, '..###....#'],
    ['date_after', '2023-03-14', undefined, '.........#'],
    ['date_is', '3/15/2023', undefined, '.........#'],
    ['date_is_not', '3/15/2023', undefined, '..###.....'],
    ['date_between', '1/1/2023', '12/31/2023', '.........#'],
    ['date_not_between', '1/1/2023', '12/31/2023', '..###.....'],
  ] as const)('%s compares whole days of date serials', (type, input1, input2, expected) => {
    // 45000.75 is 2023-03-15 18:00.
    expect(rowsFor({ type, input1, ...(input2 ? { input2 } : {}) })).toBe(expected);
  });

  it.each([
    ['text_contains', 'APPLE', '.....##...'],
    ['text_not_contains', 'apple', '#####..#.#'],
    ['text_begins_with', 'app', '.....##...'],
    ['text_ends_with', 'PIE', '.....#....'],
    ['text_is', 'Apple', '......#...'],
    ['text_is_not', 'apple', '######.#.#'],
  ] as const)('%s ignores case and never holds on an error', (type, input1, expected) => {
    expect(rowsFor({ type, input1 })).toBe(expected);
  });

  it('a formula rule holds where it gives TRUE or a number other than 0, the leading = added when left out', () => {
    expect(rowsFor({ type: 'formula', input1: 'ISNUMBER(A1)' })).toBe('..###....#');
    expect(rowsFor({ type: 'formula', input1: '=A1' })).toBe('...##..#.#');
  });

  it('inputs typed as formulas are computed in each cell', () => {
    const grid: Grid = [[1, 3], [5, 3], [2, 2]];
    expect(rowsFor({ type: 'number_greater', input1: '=B1' }, grid)).toBe('.#.');
    expect(rowsFor({ type: 'number_greater', input1: '=$B$3' }, grid)).toBe('.#.');
  });

  it('a malformed rule is never satisfied and says why', () => {
    const base = withGrid(newWorkbook(new SequentialIdGenerator()), COLUMN);
    const rules = [
      rule(base, 'bad-number', 0, 'A1:A10', { type: 'number_greater', input1: 'lots' }),
      rule(base, 'bad-date', 1, 'A1:A10', { type: 'date_before', input1: 'soon' }),
      rule(base, 'no-text', 2, 'A1:A10', { type: 'text_contains' }),
      rule(base, 'bad-formula', 3, 'A1:A10', { type: 'formula', input1: '=SUM(A1' }),
      rule(base, 'erring-formula', 4, 'A1:A10', { type: 'formula', input1: '=NOSUCHFUNCTION(A1)' }),
      rule(base, 'no-type', 5, 'A1:A10', { type: 'sparkly' as 'blank' }),
    ];
    const book = withRules(base, rules);
    const { cf } = evaluate(book);
    expect(painted(cf, book, 10, 1).join('')).toBe('..........');
    const problems = cf.problems();
    expect(problems.get('bad-number')).toBe(RULE_PROBLEMS.numbers);
    expect(problems.get('bad-date')).toBe(RULE_PROBLEMS.dates);
    expect(problems.get('no-text')).toBe(RULE_PROBLEMS.text);
    expect(problems.get('bad-formula')).toMatch(/^Formula not valid/);
    expect(problems.get('erring-formula')).toBe(RULE_PROBLEMS.formulaError('#NAME?'));
    expect(problems.get('no-type')).toBe(RULE_PROBLEMS.type('sparkly'));
  });
});
