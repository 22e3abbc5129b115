import { describe, expect, it } from 'vitest';
import type { LazyFunction, Thunk } from '../../../../../plugins/formulas/function-definition.js';
import { ERRORS, type Value } from '../../../../../plugins/formulas/values.js';
import { col, fn, grid, testContext } from '../call.js';
import { cells, table } from '../text/table.js';

describe('AND, OR, XOR, NOT, TRUE, FALSE', () => {
  table([
    ['AND', [true, true], true],
    ['AND', [true, false], false],
    ['AND', [2, 1], true],
    ['AND', [1, 0], false],
    ['AND', ['TRUE', true], true],
    ['AND', ['abc'], '#VALUE!'],
    ['AND', [cells([[true, 'text', null, 1]])], true],
    ['AND', [cells([['text', null]])], '#VALUE!'],
    ['AND', [true, ERRORS.DIV0], '#DIV/0!'],
    ['AND', [col(true, ERRORS.NA)], '#N/A'],
    ['AND', [null, true], true],
    ['OR', [false, false], false],
    ['OR', [false, true], true],
    ['OR', [grid([[0, 0, 3]])], true],
    ['OR', ['no'], '#VALUE!'],
    // A direct empty text is skipped like an empty cell; numeric text is refused (Excel's book AND_OR_XOR).
    ['OR', ['', true], true],
    ['AND', ['', false], false],
    ['XOR', ['', true], true],
    ['OR', [''], '#VALUE!'],
    ['AND', ['', ''], '#VALUE!'],
    ['OR', ['1'], '#VALUE!'],
    ['XOR', [3 > 1, 2 < 1], true],
    ['XOR', [3 < 1, 2 < 1], false],
    ['XOR', [true, true, true], true],
    ['XOR', [grid([[true, true]])], false],
    ['NOT', [false], true],
    ['NOT', [0], true],
    ['NOT', [5], false],
    ['NOT', [null], true],
    ['NOT', ['x'], '#VALUE!'],
    ['NOT', [ERRORS.REF], '#REF!'],
    ['TRUE', [], true],
    ['FALSE', [], false],
  ]);
});

describe('IF, IFERROR, IFNA', () => {
  table([
    ['IF', [true, 'yes', 'no'], 'yes'],
    ['IF', [false, 'yes', 'no'], 'no'],
    ['IF', [false, 'yes'], false],
    ['IF', [0, 1, 2], 2],
    ['IF', [-1, 1, 2], 1],
    ['IF', [null, 1, 2], 2],
    ['IF', ['TRUE', 1, 2], 1],
    ['IF', ['banana', 1, 2], '#VALUE!'],
    ['IF', [ERRORS.DIV0, 1, 2], '#DIV/0!'],
    ['IF', [grid([[true, false, 0]]), 'a', 'b'], [['a', 'b', 'b']]],
    ['IF', [col(true, false), col(1, 2), col(10, 20)], [[1], [20]]],
    ['IF', [col(true, 'x'), 1, 2], [[1], ['#VALUE!']]],
    ['IFERROR', [ERRORS.DIV0, 'oops'], 'oops'],
    ['IFERROR', [5, 'oops'], 5],
    ['IFERROR', [ERRORS.NA, 0], 0],
    ['IFERROR', [col(1, ERRORS.VALUE, 3), 0], [[1], [0], [3]]],
    ['IFERROR', [cells([[1], [null], [ERRORS.DIV0]]), 'x'], [[1], [0], ['x']]],
    ['IF', [col(true, true), cells([[null], [2]]), 0], [[0], [2]]],
    ['IFNA', [ERRORS.NA, 'none'], 'none'],
    ['IFNA', [ERRORS.DIV0, 'none'], '#DIV/0!'],
    ['IFNA', ['x', 'none'], 'x'],
  ]);

  it('rejects a text condition with the SPEC cause', () => {
    const r = callLazy('IF', [() => 'abc', () => 1, () => 2]);
    expect(r).toMatchObject({ code: '#VALUE!', cause: 'IF condition is not TRUE or FALSE' });
  });

  it('evaluates only the branch it takes', () => {
    const seen: string[] = [];
    callLazy('IF', [() => true, track(seen, 'yes', 1), track(seen, 'no', 2)]);
    callLazy('IFERROR', [() => 1, track(seen, 'fallback', 0)]);
    expect(seen).toEqual(['yes']);
  });
});

describe('IFS, SWITCH, CHOOSE', () => {
  table([
    ['IFS', [false, 1, true, 2], 2],
    ['IFS', [93 > 89, 'A', 93 > 79, 'B'], 'A'],
    ['IFS', [false, 1], '#N/A'],
    ['IFS', [false, 1, true], '#N/A'],
    ['IFS', ['x', 1], '#VALUE!'],
    ['IFS', [ERRORS.REF, 1], '#REF!'],
    ['IFS', [1, 'num'], 'num'],
    ['IFS', [false, 'no', col(true, false, false), 'a', col(false, true, false), col('b1', 'b2', 'b3')], [['a'], ['b2'], ['#N/A']]],
    ['IFS', [col(1, 'x'), 'a', true, 'b'], [['a'], ['#VALUE!']]],
    ['SWITCH', [2, 1, 'Sunday', 2, 'Monday', 3, 'Tuesday'], 'Monday'],
    ['SWITCH', [99, 1, 'Sunday', 2, 'Monday', 'No match'], 'No match'],
    ['SWITCH', [99, 1, 'Sunday', 2, 'Monday'], '#N/A'],
    ['SWITCH', ['a', 'A', 'upper', 'lower'], 'upper'],
    ['SWITCH', [1, '1', 'text', 'number'], 'number'],
    ['SWITCH', [ERRORS.NA, 1, 'x'], '#N/A'],
    ['SWITCH', [2, ERRORS.DIV0, 'x', 2, 'two'], '#DIV/0!'],
    ['SWITCH', [2, 1, 'x', 2, col(5, 6)], [[5], [6]]],
    ['SWITCH', [col(1, 2, 3), 1, 'one', 2, 'two', 'other'], [['one'], ['two'], ['other']]],
    ['SWITCH', [col(1, 3), 1, 'one', 2, 'two'], [['one'], ['#N/A']]],
    ['CHOOSE', [2, '1st', '2nd', '3rd'], '2nd'],
    ['CHOOSE', [3.9, 'a', 'b', 'c'], 'c'],
    ['CHOOSE', [0, 'a', 'b'], '#VALUE!'],
    ['CHOOSE', [3, 'a', 'b'], '#VALUE!'],
    ['CHOOSE', ['2', 'a', 'b'], 'b'],
    ['CHOOSE', ['x', 'a', 'b'], '#VALUE!'],
    ['CHOOSE', [grid([[1, 2, 1]]), 'a', 'b'], [['a', 'b', 'a']]],
  ]);

  it('IFS stops at the first TRUE condition', () => {
    const seen: string[] = [];
    callLazy('IFS', [() => true, track(seen, 'first', 1), track(seen, 'cond2', true), track(seen, 'second', 2)]);
    expect(seen).toEqual(['first']);
  });
});

function track(seen: string[], label: string, value: Value): () => Value {
  return () => {
    seen.push(label);
    return value;
  };
}

function callLazy(name: string, args: (() => Value)[]): unknown {
  const f = fn(name) as LazyFunction;
  const thunks: Thunk[] = args.map((get) => ({ value: get, scalar: () => get() as never }));
  return f.call(thunks, testContext());
}
