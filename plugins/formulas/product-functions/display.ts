import { toBoolean, toText } from '../coerce.js';
import type { EagerFunction, LazyFunction } from '../function-definition.js';
import { isEngineContext } from '../engine/context.js';
import { ERRORS, FormulaError, isError } from '../values.js';

function hider(name: string, rows: boolean, cols: boolean, what: string): EagerFunction {
  return {
    name,
    category: 'product',
    minArgs: 1,
    maxArgs: 2,
    description: `Hides the formula's ${what} while the condition is TRUE; shows the value or nothing.`,
    syntax: `${name}(condition, [value])`,
    args: ['scalar', 'any'],
    call([condition, value], ctx) {
      const hide = toBoolean(condition ?? null);
      if (isError(hide)) return hide;
      if (hide && isEngineContext(ctx) && !ctx.hidingDisabled) ctx.hide(rows, cols);
      return value === undefined ? null : value;
    },
  };
}

export const HIDEROW = hider('HIDEROW', true, false, 'row');
export const HIDECOL = hider('HIDECOL', false, true, 'column');
export const HIDEROWANDCOL = hider('HIDEROWANDCOL', true, true, 'row and column');

/** CASTING(): TRUE while the workbook is evaluated for a cast. */
export const CASTING: EagerFunction = {
  name: 'CASTING',
  category: 'product',
  minArgs: 0,
  maxArgs: 0,
  description: 'TRUE while evaluated for a cast.',
  syntax: 'CASTING()',
  call: (_args, ctx) => ctx.casting,
};

/** IMAGE(url, ...): an image cell; its value is the url. An empty url is #ERROR!. */
export const IMAGE: EagerFunction = {
  name: 'IMAGE',
  category: 'product',
  minArgs: 1,
  maxArgs: 5,
  description: 'An image from a url.',
  syntax: 'IMAGE(url, [mode], [height], [width])',
  call([url]) {
    const text = toText(url ?? null);
    if (isError(text)) return text;
    if (text.trim() === '') return new FormulaError('#ERROR!', 'IMAGE needs a url');
    return text;
  },
};

/** LET is compiled by the engine (names bound in place); this entry lists it and is never called. */
export const LET: LazyFunction = {
  name: 'LET',
  category: 'logical',
  lazy: true,
  minArgs: 3,
  maxArgs: 253,
  description: 'Names values for use in a calculation.',
  syntax: 'LET(name1, value1, [name2, value2, ...], calculation)',
  call: () => ERRORS.VALUE,
};

/** LAMBDA is compiled by the engine (a value that is called); this entry lists it and is never called. */
export const LAMBDA: LazyFunction = {
  name: 'LAMBDA',
  category: 'logical',
  lazy: true,
  minArgs: 1,
  maxArgs: 254,
  description: 'A function of its parameters, called inline, by a named range or by MAP, REDUCE...',
  syntax: 'LAMBDA([parameter1, ...], calculation)',
  call: () => ERRORS.CALC,
};

/** ISOMITTED is compiled by the engine (it reads a LAMBDA parameter as bound); this entry lists it. */
export const ISOMITTED: LazyFunction = {
  name: 'ISOMITTED',
  category: 'information',
  lazy: true,
  minArgs: 1,
  maxArgs: 1,
  description: 'TRUE when a LAMBDA parameter was left blank in the call.',
  syntax: 'ISOMITTED(argument)',
  call: () => false,
};

export const displayFunctions = [HIDEROW, HIDECOL, HIDEROWANDCOL, CASTING, IMAGE, LET, LAMBDA, ISOMITTED];
