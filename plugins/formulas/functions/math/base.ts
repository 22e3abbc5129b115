import { toNumber, toText } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { ERRORS, isError } from '../../values.js';

export const BASE = eager(
  { name: 'BASE', category: 'math', minArgs: 2, maxArgs: 3, description: 'Converts a number to text in a radix (2 to 36).', syntax: 'BASE(number, radix, [min_length])' },
  (args) => {
    const [n, radix, minLength] = args.map((a) => toNumber(a));
    if (isError(n)) return n;
    if (isError(radix)) return radix;
    if (isError(minLength)) return minLength;
    const r = Math.trunc(radix);
    const len = minLength === undefined ? 0 : Math.trunc(minLength);
    if (n < 0 || n >= 2 ** 53 || r < 2 || r > 36 || len < 0 || len > 255) return ERRORS.NUM;
    return Math.trunc(n).toString(r).toUpperCase().padStart(len, '0');
  },
);

export const DECIMAL = eager(
  { name: 'DECIMAL', category: 'math', minArgs: 2, maxArgs: 2, description: 'Converts text in a radix (2 to 36) to a number.', syntax: 'DECIMAL(text, radix)' },
  ([textArg, radixArg]) => {
    const text = toText(textArg);
    const radix = toNumber(radixArg);
    if (isError(text)) return text;
    if (isError(radix)) return radix;
    const r = Math.trunc(radix);
    if (r < 2 || r > 36 || text.length > 255) return ERRORS.NUM;
    let value = 0;
    for (const ch of text.toLowerCase()) {
      const digit = parseInt(ch, 36);
      if (Number.isNaN(digit) || digit >= r) return ERRORS.NUM;
      value = value * r + digit;
    }
    return value;
  },
);

export const baseFunctions = [BASE, DECIMAL];
