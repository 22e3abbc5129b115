import { AreaList } from '../../areas.js';
import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, isMatrix, isRangeRef } from '../../values.js';
import { booleanArg, integerArg, textArg } from './shared/args.js';

const MAX_ROWS = 1_048_576;
const MAX_COLS = 16_384;

/** Column letters of a 1-based column number (1 = A, 27 = AA). */
export function columnLetters(col: number): string {
  let out = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

/** A sheet name as written before '!': quoted when it is not a plain word. */
function sheetPrefix(name: string): string {
  if (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name)) return `${name}!`;
  return `'${name.replace(/'/g, "''")}'!`;
}

export const ADDRESS: FunctionDefinition = {
  name: 'ADDRESS',
  category: 'lookup',
  minArgs: 2,
  maxArgs: 5,
  description: 'A cell reference as text, from row and column numbers.',
  syntax: 'ADDRESS(row, column, [absolute_relative_mode], [use_a1_notation], [sheet])',
  call: (args) => {
    const row = integerArg(args, 0);
    const col = integerArg(args, 1);
    const abs = integerArg(args, 2, 1);
    const a1 = booleanArg(args, 3, true);
    const sheet = args[4] === undefined ? undefined : textArg(args, 4);
    for (const v of [row, col, abs, a1, sheet]) if (v instanceof FormulaError) return v;
    const [r, c, mode] = [row, col, abs] as number[];
    if (r < 1 || c < 1 || r > MAX_ROWS || c > MAX_COLS || mode < 1 || mode > 4) return ERRORS.VALUE;
    const absRow = mode === 1 || mode === 2;
    const absCol = mode === 1 || mode === 3;
    const cell = a1
      ? `${absCol ? '$' : ''}${columnLetters(c)}${absRow ? '$' : ''}${r}`
      : `R${absRow ? r : `[${r}]`}C${absCol ? c : `[${c}]`}`;
    return sheet === undefined ? cell : `${sheetPrefix(sheet as string)}${cell}`;
  },
};

export const AREAS: FunctionDefinition = {
  name: 'AREAS',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 1,
  description: 'The number of areas in a reference: several for a union such as (A1:B2,D4).',
  syntax: 'AREAS(reference)',
  args: ['any'],
  call: (args) => {
    const ref = args[0];
    if (ref instanceof FormulaError) return ref;
    if (ref instanceof AreaList) return ref.areas.length;
    return isMatrix(ref) ? 1 : ERRORS.VALUE;
  },
};

export const ROWS: FunctionDefinition = {
  name: 'ROWS',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 1,
  description: 'The number of rows of a range or array.',
  syntax: 'ROWS(range)',
  args: ['any'],
  call: (args) => (args[0] instanceof FormulaError ? args[0] : isMatrix(args[0]) ? args[0].rows : 1),
};

export const COLUMNS: FunctionDefinition = {
  name: 'COLUMNS',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 1,
  description: 'The number of columns of a range or array.',
  syntax: 'COLUMNS(range)',
  args: ['any'],
  call: (args) => (args[0] instanceof FormulaError ? args[0] : isMatrix(args[0]) ? args[0].cols : 1),
};

export const HYPERLINK: FunctionDefinition = {
  name: 'HYPERLINK',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 2,
  description: 'A link; the cell shows the friendly name, or the address when there is none.',
  syntax: 'HYPERLINK(url, [link_label])',
  call: (args) => {
    const url = textArg(args, 0);
    if (url instanceof FormulaError) return url;
    if (args[1] === undefined) return url;
    return args[1] instanceof FormulaError ? args[1] : (args[1] ?? 0);
  },
};

/**
 * The formula of a reference's top-left cell. Volatile: a formula rewritten to one that gives the same
 * value changes no value the engine would follow, so the text is read again on every recalculation.
 */
export const FORMULATEXT: FunctionDefinition = {
  name: 'FORMULATEXT',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 1,
  volatile: true,
  description: 'The formula of a cell as text (#N/A when the cell holds no formula).',
  syntax: 'FORMULATEXT(reference)',
  args: ['any'],
  call: ([reference], ctx) => {
    if (reference instanceof FormulaError) return reference;
    if (!isRangeRef(reference)) return ERRORS.VALUE;
    const text = ctx.formulaText(reference.sheetId, reference.top, reference.left);
    return text === undefined ? new FormulaError('#N/A', 'The cell holds no formula') : text;
  },
};
