import { toNumber, toScalar } from '../../coerce.js';
import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, isError, isRangeRef, type Scalar } from '../../values.js';

/**
 * The IS* tests. They look at the value, errors included, and never pass an error on (ISEVEN and ISODD
 * excepted: they read a number, as in Excel). Arguments are 'scalar', so over a range they answer per
 * cell (SUMPRODUCT(--ISNUMBER(A1:A10))); ISREF and ISFORMULA take the reference itself.
 */
function test(name: string, description: string, check: (v: Scalar) => boolean): EagerFunction {
  return {
    name,
    category: 'information',
    minArgs: 1,
    maxArgs: 1,
    description,
    syntax: `${name}(value)`,
    call: ([value]) => check(toScalar(value)),
  };
}

/** ISEVEN/ISODD: the integer part's parity; a boolean is #VALUE! as in Excel. */
function parity(name: string, wantOdd: boolean): EagerFunction {
  return {
    name,
    category: 'information',
    minArgs: 1,
    maxArgs: 1,
    description: `TRUE if the number is ${wantOdd ? 'odd' : 'even'}.`,
    syntax: `${name}(value)`,
    call: ([value]) => {
      if (typeof value === 'boolean') return ERRORS.VALUE;
      const n = toNumber(value);
      if (isError(n)) return n;
      return (Math.abs(Math.trunc(n)) % 2 === 1) === wantOdd;
    },
  };
}

/** Google Sheets' ISEMAIL and ISURL: the shape of an address, not whether it exists. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[a-z]{2,}$/i;
const URL_SHAPE = /^(?:(?:https?|ftp):\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

export const isFunctions: readonly EagerFunction[] = [
  test('ISEMAIL', 'TRUE if the value is text shaped like an email address (Google Sheets).', (v) => typeof v === 'string' && EMAIL.test(v)),
  test('ISURL', 'TRUE if the value is text shaped like a URL (Google Sheets).', (v) => typeof v === 'string' && URL_SHAPE.test(v)),
  test('ISBLANK', 'TRUE if the value is an empty cell.', (v) => v === null),
  test('ISERR', 'TRUE if the value is an error other than #N/A.', (v) => isError(v) && v.code !== '#N/A'),
  test('ISERROR', 'TRUE if the value is any error.', (v) => isError(v)),
  test('ISNA', 'TRUE if the value is #N/A.', (v) => isError(v) && v.code === '#N/A'),
  test('ISLOGICAL', 'TRUE if the value is TRUE or FALSE.', (v) => typeof v === 'boolean'),
  test('ISNUMBER', 'TRUE if the value is a number.', (v) => typeof v === 'number'),
  test('ISTEXT', 'TRUE if the value is text.', (v) => typeof v === 'string'),
  test('ISNONTEXT', 'TRUE if the value is not text (empty cells included).', (v) => typeof v !== 'string'),
  parity('ISEVEN', false),
  parity('ISODD', true),
  {
    name: 'ISREF',
    category: 'information',
    minArgs: 1,
    maxArgs: 1,
    description: 'TRUE if the value is a reference.',
    syntax: 'ISREF(value)',
    args: ['any'],
    call: ([value]) => isRangeRef(value),
  },
  {
    name: 'ISFORMULA',
    category: 'information',
    minArgs: 1,
    maxArgs: 1,
    description: 'TRUE if the referenced cell holds a formula (not known to functions yet: FALSE).',
    syntax: 'ISFORMULA(reference)',
    args: ['any'],
    // The call context does not expose cell formulas, so a reference answers FALSE; a value that is
    // not a reference is #VALUE! as in Excel.
    call: ([value]) => (isRangeRef(value) ? false : isError(value) ? value : ERRORS.VALUE),
  },
];
