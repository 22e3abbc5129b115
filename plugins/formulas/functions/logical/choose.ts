import { compareScalars, toNumber, toScalar } from '../../coerce.js';
import type { LazyFunction, Thunk } from '../../function-definition.js';
import { ERRORS, FormulaError, isError, type Matrix, type Scalar, type Value } from '../../values.js';
import { condition } from './if.js';
import { elementAt, isMulti, mapMatrix } from './lift.js';

/** SPEC section 8: IFS with an odd number of arguments, or no condition met, is #N/A. */
const IFS_ODD = new FormulaError('#N/A', 'IFS needs pairs of condition and value');
const NO_MATCH = new FormulaError('#N/A', 'No condition was met');

/** IFS: the value of the first TRUE condition; conditions after it are not evaluated. */
function ifs(args: readonly Thunk[]): Value {
  if (args.length % 2 !== 0) return IFS_ODD;
  for (let i = 0; i < args.length; i += 2) {
    const test = args[i].value();
    if (isMulti(test)) return ifsOverArray(args, i, test);
    const b = condition(toScalar(test));
    if (isError(b)) return b;
    if (b) return args[i + 1].value();
  }
  return NO_MATCH;
}

/**
 * IFS once a condition is an array: per element, the value of the first TRUE condition from pair
 * `from` on (earlier ones were FALSE). Each argument is evaluated at most once.
 */
function ifsOverArray(args: readonly Thunk[], from: number, shape: Matrix): Value {
  const evaluated = new Map<number, Value>([[from, shape]]);
  const at = (i: number): Value => {
    if (!evaluated.has(i)) evaluated.set(i, args[i].value());
    return evaluated.get(i) as Value;
  };
  return mapMatrix(shape, (_, r, c) => {
    for (let i = from; i < args.length; i += 2) {
      const b = condition(elementAt(at(i), r, c));
      if (isError(b)) return b;
      if (b) return elementAt(at(i + 1), r, c);
    }
    return NO_MATCH;
  });
}

/**
 * The argument index of SWITCH's result for one subject value: the value after the first equal case,
 * or the default; an error when a case is an error or nothing matches without a default.
 */
function switchResult(args: readonly Thunk[], subject: Scalar, caseAt: (i: number) => Scalar): number | FormulaError {
  if (isError(subject)) return subject;
  for (let i = 1; i + 1 < args.length; i += 2) {
    const candidate = caseAt(i);
    if (isError(candidate)) return candidate;
    if (compareScalars(subject, candidate) === 0) return i + 1;
  }
  return args.length % 2 === 0 ? args.length - 1 : NO_MATCH;
}

/**
 * SWITCH compares like `=`: same type only, text without case; the last odd argument is the default.
 * Cases are evaluated in order until one matches; an array expression switches per element.
 */
function switchValue(args: readonly Thunk[]): Value {
  const subject = args[0].value();
  if (!isMulti(subject)) {
    const index = switchResult(args, toScalar(subject), (i) => args[i].scalar());
    return isError(index) ? index : args[index].value();
  }
  const evaluated = new Map<number, Value>();
  const at = (i: number): Value => {
    if (!evaluated.has(i)) evaluated.set(i, args[i].value());
    return evaluated.get(i) as Value;
  };
  return mapMatrix(subject, (s, r, c) => {
    const index = switchResult(args, s, (i) => elementAt(at(i), r, c));
    return isError(index) ? index : elementAt(at(index), r, c);
  });
}

function chosenIndex(v: Scalar, count: number): number | FormulaError {
  const n = toNumber(v);
  if (isError(n)) return n;
  const index = Math.trunc(n);
  return index < 1 || index > count ? ERRORS.VALUE : index;
}

/** CHOOSE evaluates only the chosen value; an array of indexes picks per element. */
function choose(args: readonly Thunk[]): Value {
  const indexValue = args[0].value();
  const count = args.length - 1;
  if (isMulti(indexValue)) {
    const cache = new Map<number, Value>();
    return mapMatrix(indexValue, (v, r, c) => {
      const i = chosenIndex(v, count);
      if (isError(i)) return i;
      if (!cache.has(i)) cache.set(i, args[i].value());
      return elementAt(cache.get(i) as Value, r, c);
    });
  }
  const i = chosenIndex(toScalar(indexValue), count);
  return isError(i) ? i : args[i].value();
}

export const chooseFunctions: readonly LazyFunction[] = [
  {
    name: 'IFS',
    category: 'logical',
    lazy: true,
    minArgs: 2,
    maxArgs: 254,
    description: 'The value of the first condition that is TRUE.',
    syntax: 'IFS(condition1, value1, [condition2, value2, ...])',
    call: ifs,
  },
  {
    name: 'SWITCH',
    category: 'logical',
    lazy: true,
    minArgs: 3,
    maxArgs: 254,
    description: 'The result for the first case equal to an expression, or a default.',
    syntax: 'SWITCH(expression, case1, value1, [case2, value2, ...], [default])',
    call: switchValue,
  },
  {
    name: 'CHOOSE',
    category: 'logical',
    lazy: true,
    minArgs: 2,
    maxArgs: 255,
    description: 'The value at an index in a list of values.',
    syntax: 'CHOOSE(index, value1, [value2, ...])',
    call: choose,
  },
];
