import { toNumber, toText } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { ERRORS, isError, type Value } from '../../values.js';

const CHARS = ['M', 'D', 'C', 'L', 'X', 'V', 'I'];
const VALUES = [1000, 500, 100, 50, 10, 5, 1];

/**
 * Roman numerals with Excel's forms 0 (classic) to 4 (most concise): higher forms let a smaller numeral
 * be subtracted from a larger one further away (499 = CDXCIX, LDVLIV, XDIX, VDIV, ID). This is the
 * algorithm LibreOffice uses, which reproduces Excel's tables.
 */
export function roman(value: number, form: number): string {
  let out = '';
  let val = value;
  const maxIndex = VALUES.length - 1;
  for (let i = 0; i <= maxIndex / 2; i++) {
    let index = 2 * i;
    const digit = Math.floor(val / VALUES[index]);
    if (digit % 5 === 4) {
      const index2 = digit === 4 ? index - 1 : index - 2;
      let steps = 0;
      while (steps < form && index < maxIndex) {
        steps++;
        if (VALUES[index2] - VALUES[index + 1] <= val) index++;
        else steps = form;
      }
      out += CHARS[index] + CHARS[index2];
      val = val + VALUES[index] - VALUES[index2];
    } else {
      if (digit > 4) out += CHARS[index - 1];
      out += CHARS[index].repeat(digit % 5);
      val %= VALUES[index];
    }
  }
  return out;
}

function formOf(arg: Value | undefined): number | typeof ERRORS.VALUE {
  if (arg === undefined || arg === null) return 0;
  if (typeof arg === 'boolean') return arg ? 0 : 4;
  const n = toNumber(arg);
  return isError(n) ? ERRORS.VALUE : Math.trunc(n);
}

export const ROMAN = eager(
  { name: 'ROMAN', category: 'math', minArgs: 1, maxArgs: 2, description: 'Converts a number to Roman numerals as text (forms 0 to 4).', syntax: 'ROMAN(number, [form])' },
  ([numberArg, formArg]) => {
    const n = toNumber(numberArg);
    if (isError(n)) return n;
    const form = formOf(formArg);
    if (isError(form)) return form;
    const value = Math.trunc(n);
    if (value < 0 || value > 3999 || form < 0 || form > 4) return ERRORS.VALUE;
    return roman(value, form);
  },
);

const DIGITS: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

export const ARABIC = eager(
  { name: 'ARABIC', category: 'math', minArgs: 1, maxArgs: 1, description: 'Converts Roman numerals to a number.', syntax: 'ARABIC(text)' },
  ([arg]) => {
    const raw = toText(arg);
    if (isError(raw)) return raw;
    let text = raw.trim().toUpperCase();
    if (text.length > 255) return ERRORS.VALUE;
    const negative = text.startsWith('-');
    if (negative) text = text.slice(1);
    let total = 0;
    for (let i = 0; i < text.length; i++) {
      const v = DIGITS[text[i]];
      if (v === undefined) return ERRORS.VALUE;
      const next = i + 1 < text.length ? DIGITS[text[i + 1]] ?? 0 : 0;
      total += v < next ? -v : v;
    }
    return negative ? -total : total;
  },
);

export const romanFunctions = [ROMAN, ARABIC];
