import { parseNumericText, toScalar, toText } from '../../coerce.js';
import type { EagerFunction } from '../../function-definition.js';
import { ArrayValue, ERRORS, FormulaError, isError, type Scalar, type Value } from '../../values.js';
import { boolArg, intArg, textArg, withArgs } from './args.js';
import { forEachCell } from './limits.js';

/** TEXTBEFORE, TEXTAFTER, TEXTSPLIT (Excel 365) and SPLIT (Google Sheets). */

/** Delimiters given as a text or an array of texts (TEXTSPLIT(A1, {",",";"})). */
function delimiterList(value: Value | undefined): string[] | FormulaError {
  const list: string[] = [];
  let failure: FormulaError | undefined;
  if (value === undefined) return list;
  forEachCell(value, (cell) => {
    const text = toText(cell);
    if (isError(text)) failure = text;
    else list.push(text);
    return failure === undefined;
  });
  return failure ?? list;
}

interface Match {
  readonly start: number;
  readonly end: number;
}

/** Non-overlapping matches left to right; at one position the longest delimiter wins. */
function findAll(text: string, delimiters: readonly string[], ignoreCase: boolean): Match[] {
  const hay = ignoreCase ? text.toLowerCase() : text;
  const needles = delimiters.filter((d) => d !== '').map((d) => (ignoreCase ? d.toLowerCase() : d));
  const matches: Match[] = [];
  for (let pos = 0; pos < hay.length; ) {
    let best = -1;
    for (const needle of needles) if (needle.length > best && hay.startsWith(needle, pos)) best = needle.length;
    if (best > 0) {
      matches.push({ start: pos, end: pos + best });
      pos += best;
    } else pos++;
  }
  return matches;
}

interface Around {
  readonly text: string;
  readonly delimiters: readonly string[];
  readonly instance: number;
  readonly ignoreCase: boolean;
  readonly matchEnd: boolean;
}

/** The delimiter occurrence TEXTBEFORE/TEXTAFTER cut at, or undefined when there is none. */
function locate({ text, delimiters, instance, ignoreCase, matchEnd }: Around): Match | undefined {
  if (delimiters.includes('')) return instance > 0 ? { start: 0, end: 0 } : { start: text.length, end: text.length };
  const matches = findAll(text, delimiters, ignoreCase);
  if (instance > 0) {
    if (matchEnd) matches.push({ start: text.length, end: text.length });
    return matches[instance - 1];
  }
  if (matchEnd) matches.unshift({ start: 0, end: 0 });
  return matches[matches.length + instance];
}

function textAround(args: readonly Value[], side: 'before' | 'after'): Value {
  const text = textArg(args, 0);
  const delimiters = delimiterList(args[1]);
  const instance = intArg(args, 2, 1);
  const mode = intArg(args, 3, 0);
  const matchEnd = boolArg(args, 4, false);
  return withArgs([text, delimiters, instance, mode, matchEnd], (t, d, n, m, e) => {
    if (n === 0 || Math.abs(n) > Math.max(t.length, 1) || (m !== 0 && m !== 1) || d.length === 0) return ERRORS.VALUE;
    const match = locate({ text: t, delimiters: d, instance: n, ignoreCase: m === 1, matchEnd: e });
    if (!match) return args.length > 5 ? toScalar(args[5]) : new FormulaError('#N/A', 'Delimiter not found');
    return side === 'before' ? t.slice(0, match.start) : t.slice(match.end);
  });
}

function splitBy(text: string, delimiters: readonly string[], ignoreCase: boolean): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const m of findAll(text, delimiters, ignoreCase)) {
    parts.push(text.slice(from, m.start));
    from = m.end;
  }
  parts.push(text.slice(from));
  return parts;
}

function textSplit(args: readonly Value[]): Value {
  const text = textArg(args, 0);
  const colDelims = delimiterList(args[1]);
  const rowDelims = delimiterList(args[2] ?? null);
  const ignoreEmpty = boolArg(args, 3, false);
  const mode = intArg(args, 4, 0);
  return withArgs([text, colDelims, rowDelims, ignoreEmpty, mode], (t, cols, rows, skip, m) => {
    if (m !== 0 && m !== 1) return ERRORS.VALUE;
    if (cols.every((d) => d === '') && rows.every((d) => d === '')) return ERRORS.VALUE;
    const keep = (parts: string[]) => (skip ? parts.filter((p) => p !== '') : parts);
    const lines = keep(splitBy(t, rows, m === 1)).map((line) => keep(splitBy(line, cols, m === 1)));
    if (lines.length === 0) return ERRORS.CALC;
    const width = Math.max(...lines.map((l) => l.length));
    const pad: Scalar = args.length > 5 ? toScalar(args[5]) : ERRORS.NA;
    return new ArrayValue(lines.map((l) => [...l, ...Array<Scalar>(width - l.length).fill(pad)]));
  });
}

/** Sheets' SPLIT: one row; numeric parts become numbers; by default each delimiter character splits. */
function split(text: string, delimiter: string, byEach: boolean, removeEmpty: boolean): Value {
  if (delimiter === '') return ERRORS.VALUE;
  const delimiters = byEach ? [...delimiter] : [delimiter];
  let parts = splitBy(text, delimiters, false);
  if (removeEmpty) parts = parts.filter((p) => p !== '');
  if (parts.length === 0) return ERRORS.VALUE;
  return ArrayValue.row(parts.map((p) => parseNumericText(p) ?? p));
}

const AROUND_SYNTAX = '(text, delimiter, [instance_num], [match_mode], [match_end], [if_not_found])';

export const splitFunctions: readonly EagerFunction[] = [
  {
    name: 'TEXTBEFORE',
    category: 'text',
    minArgs: 2,
    maxArgs: 6,
    description: 'The text before a delimiter (its n-th occurrence; negative counts from the end).',
    syntax: `TEXTBEFORE${AROUND_SYNTAX}`,
    args: ['scalar', 'any', 'scalar'],
    call: (args) => textAround(args, 'before'),
  },
  {
    name: 'TEXTAFTER',
    category: 'text',
    minArgs: 2,
    maxArgs: 6,
    description: 'The text after a delimiter (its n-th occurrence; negative counts from the end).',
    syntax: `TEXTAFTER${AROUND_SYNTAX}`,
    args: ['scalar', 'any', 'scalar'],
    call: (args) => textAround(args, 'after'),
  },
  {
    name: 'TEXTSPLIT',
    category: 'text',
    minArgs: 2,
    maxArgs: 6,
    description: 'Splits a text into columns and rows at delimiters.',
    syntax: 'TEXTSPLIT(text, col_delimiter, [row_delimiter], [ignore_empty], [match_mode], [pad_with])',
    args: ['scalar', 'any', 'any', 'scalar'],
    call: textSplit,
  },
  {
    name: 'SPLIT',
    category: 'text',
    minArgs: 2,
    maxArgs: 4,
    description: 'Splits a text at delimiters into a row of values (Google Sheets).',
    syntax: 'SPLIT(text, delimiter, [split_by_each], [remove_empty_text])',
    call: (args) =>
      withArgs([textArg(args, 0), textArg(args, 1), boolArg(args, 2, true), boolArg(args, 3, true)], split),
  },
];
