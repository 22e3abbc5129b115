import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { intArg, textArg, withArgs } from './args.js';

/**
 * CHAR and CODE use Excel's Windows character set (code page 1252), so CHAR(128) is "€" as in Excel
 * for Windows; UNICHAR and UNICODE use Unicode code points.
 */
const CP1252_HIGH: Record<number, number> = {
  128: 0x20ac, 130: 0x201a, 131: 0x0192, 132: 0x201e, 133: 0x2026, 134: 0x2020, 135: 0x2021, 136: 0x02c6,
  137: 0x2030, 138: 0x0160, 139: 0x2039, 140: 0x0152, 142: 0x017d, 145: 0x2018, 146: 0x2019, 147: 0x201c,
  148: 0x201d, 149: 0x2022, 150: 0x2013, 151: 0x2014, 152: 0x02dc, 153: 0x2122, 154: 0x0161, 155: 0x203a,
  156: 0x0153, 158: 0x017e, 159: 0x0178,
};
const UNICODE_TO_CP1252 = new Map(Object.entries(CP1252_HIGH).map(([code, point]) => [point, Number(code)]));

function char(n: number): string | FormulaError {
  if (n < 1 || n > 255) return ERRORS.VALUE;
  return String.fromCharCode(CP1252_HIGH[n] ?? n);
}

/** Code of the first character; a character outside the code page reads as "?" (63), as in Excel. */
function code(text: string): number | FormulaError {
  if (text === '') return ERRORS.VALUE;
  const unit = text.charCodeAt(0);
  return UNICODE_TO_CP1252.get(unit) ?? (unit < 256 ? unit : 63);
}

function unichar(n: number): string | FormulaError {
  if (n < 1 || n > 0x10ffff) return ERRORS.VALUE;
  // A lone surrogate half is not a character: Excel answers #N/A.
  if (n >= 0xd800 && n <= 0xdfff) return ERRORS.NA;
  return String.fromCodePoint(n);
}

function unicode(text: string): number | FormulaError {
  return text === '' ? ERRORS.VALUE : (text.codePointAt(0) as number);
}

export const charFunctions: readonly EagerFunction[] = [
  {
    name: 'CHAR',
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description: 'The character of a code (1-255, Windows character set).',
    syntax: 'CHAR(number)',
    call: (args) => withArgs([intArg(args, 0)], char),
  },
  {
    name: 'CODE',
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description: 'The code of the first character of a text (Windows character set).',
    syntax: 'CODE(text)',
    call: (args) => withArgs([textArg(args, 0)], code),
  },
  {
    name: 'UNICHAR',
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description: 'The Unicode character of a code point.',
    syntax: 'UNICHAR(number)',
    call: (args) => withArgs([intArg(args, 0)], unichar),
  },
  {
    name: 'UNICODE',
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description: 'The Unicode code point of the first character of a text.',
    syntax: 'UNICODE(text)',
    call: (args) => withArgs([textArg(args, 0)], unicode),
  },
];
