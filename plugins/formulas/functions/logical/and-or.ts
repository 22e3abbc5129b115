import { toBoolean } from '../../coerce.js';
import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError, isError, isMatrix, type Value } from '../../values.js';

/**
 * The booleans that AND, OR and XOR look at. As in Excel, text and empty cells inside ranges and
 * arrays are skipped, while a text argument given directly must read as TRUE or FALSE, except the
 * empty text, skipped too (Excel's book AND_OR_XOR: OR("",TRUE) is TRUE, OR("") #VALUE!). No boolean
 * at all is #VALUE!.
 */
function booleans(args: readonly Value[]): boolean[] | FormulaError {
  const out: boolean[] = [];
  let failure: FormulaError | undefined;
  for (const arg of args) {
    if (isMatrix(arg)) {
      arg.each((v) => {
        if (failure || typeof v === 'string') return;
        if (isError(v)) failure = v;
        else out.push(v === true || (typeof v === 'number' && v !== 0));
      });
    } else if (arg !== null && arg !== '') {
      const b = toBoolean(arg);
      if (isError(b)) return b;
      out.push(b);
    }
    if (failure) return failure;
  }
  return out.length ? out : ERRORS.VALUE;
}

function logical(name: string, description: string, combine: (values: boolean[]) => boolean): EagerFunction {
  return {
    name,
    category: 'logical',
    minArgs: 1,
    maxArgs: 255,
    description,
    syntax: `${name}(logical1, [logical2, ...])`,
    args: ['any'],
    call: (args) => {
      const values = booleans(args);
      return isError(values) ? values : combine(values);
    },
  };
}

function constant(name: string, value: boolean): EagerFunction {
  return {
    name,
    category: 'logical',
    minArgs: 0,
    maxArgs: 0,
    description: `The logical value ${name}.`,
    syntax: `${name}()`,
    call: () => value,
  };
}

export const andOrFunctions: readonly EagerFunction[] = [
  logical('AND', 'TRUE if all arguments are TRUE.', (v) => v.every(Boolean)),
  logical('OR', 'TRUE if any argument is TRUE.', (v) => v.some(Boolean)),
  logical('XOR', 'TRUE if an odd number of arguments are TRUE.', (v) => v.filter(Boolean).length % 2 === 1),
  {
    name: 'NOT',
    category: 'logical',
    minArgs: 1,
    maxArgs: 1,
    description: 'The opposite of a logical value.',
    syntax: 'NOT(logical)',
    call: ([value]) => {
      const b = toBoolean(value);
      return isError(b) ? b : !b;
    },
  },
  constant('TRUE', true),
  constant('FALSE', false),
];
