import { toText } from '../../coerce.js';
import type { EagerFunction } from '../../function-definition.js';
import { FormulaError, isError, type Scalar, type Value } from '../../values.js';
import { boolArg } from './args.js';
import { capped, forEachCell, MAX_TEXT, TOO_LONG } from './limits.js';

/**
 * The text of every cell of the arguments in order (ranges row by row), or the first error.
 * `keep` decides which cells count; it sees the cell before coercion so empties can be told apart.
 * With `skipEmpty` empty cells are not even visited (see forEachCell).
 */
function collectTexts(values: readonly Value[], keep: (v: Scalar) => boolean, skipEmpty = false): string[] | FormulaError {
  const texts: string[] = [];
  let length = 0;
  let failure: FormulaError | undefined;
  for (const value of values) {
    forEachCell(value, (cell) => {
      if (!keep(cell)) return true;
      const text = toText(cell);
      if (isError(text)) failure = text;
      else {
        texts.push(text);
        length += text.length;
        if (length > MAX_TEXT) failure = TOO_LONG;
      }
      return failure === undefined;
    }, skipEmpty);
    if (failure) return failure;
  }
  return texts;
}

const nonEmpty = (v: Scalar) => v !== null;

function concat(args: readonly Value[]): Value {
  const texts = collectTexts(args, nonEmpty, true);
  return isError(texts) ? texts : capped(texts.join(''));
}

/** Joins with delimiters that cycle when several are given (TEXTJOIN({"-","/"}, ...)). */
function joinWith(delimiters: readonly string[], texts: readonly string[]): string | FormulaError {
  if (delimiters.length <= 1) return capped(texts.join(delimiters[0] ?? ''));
  let out = texts[0] ?? '';
  for (let i = 1; i < texts.length; i++) out += delimiters[(i - 1) % delimiters.length] + texts[i];
  return capped(out);
}

function textJoin(args: readonly Value[]): Value {
  const delimiters = collectTexts([args[0]], () => true);
  if (isError(delimiters)) return delimiters;
  const ignoreEmpty = boolArg(args, 1);
  if (isError(ignoreEmpty)) return ignoreEmpty;
  const keep = ignoreEmpty ? (v: Scalar) => v !== null && v !== '' : () => true;
  const texts = collectTexts(args.slice(2), keep, ignoreEmpty);
  return isError(texts) ? texts : joinWith(delimiters, texts);
}

/** Google Sheets' JOIN: every cell counts, empty ones as empty text. */
function join(args: readonly Value[]): Value {
  const delimiter = toText(args[0]);
  if (isError(delimiter)) return delimiter;
  const texts = collectTexts(args.slice(1), () => true);
  return isError(texts) ? texts : joinWith([delimiter], texts);
}

export const concatFunctions: readonly EagerFunction[] = [
  {
    name: 'CONCAT',
    category: 'text',
    minArgs: 1,
    maxArgs: 254,
    description: 'Joins texts and the cells of ranges into one text.',
    syntax: 'CONCAT(text1, [text2, ...])',
    args: ['any'],
    call: concat,
  },
  {
    name: 'CONCATENATE',
    category: 'text',
    minArgs: 1,
    maxArgs: 255,
    description: 'Joins texts into one text.',
    syntax: 'CONCATENATE(text1, [text2, ...])',
    call: concat,
  },
  {
    name: 'TEXTJOIN',
    category: 'text',
    minArgs: 3,
    maxArgs: 252,
    description: 'Joins texts and ranges with a delimiter, optionally skipping empty values.',
    syntax: 'TEXTJOIN(delimiter, ignore_empty, text1, [text2, ...])',
    args: ['any', 'scalar', 'any'],
    call: textJoin,
  },
  {
    name: 'JOIN',
    category: 'text',
    minArgs: 2,
    maxArgs: Infinity,
    description: 'Joins the values of ranges and arrays with a delimiter (Google Sheets).',
    syntax: 'JOIN(delimiter, value_or_array1, [value_or_array2, ...])',
    args: ['scalar', 'any'],
    call: join,
  },
];
