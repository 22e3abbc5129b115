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

/** SWITCH compares like `=`: same type only, text without case; the last odd argument is the default. */
function switchValue(args: readonly Thunk[]): Value {
  const subject = args[0].scalar();
  if (isError(subject)) return subject;
  const pairs = Math.floor((args.length - 1) / 2);
  for (let p = 0; p < pairs; p++) {
    const candidate = args[1 + p * 2].scalar();
    if (isError(candidate)) return candidate;
    if (compareScalars(subject, candidate) === 0) return args[2 + p * 2].value();
  }
  return args.length % 2 === 0 ? args[args.length - 1].value() : NO_MATCH;
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
