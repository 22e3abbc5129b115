import { toNumber, toText } from '../coerce.js';
import { r1c1ToA1, tokenize } from '../parser/index.js';
import type { EagerFunction } from '../function-definition.js';
import { ArrayValue, ERRORS, FormulaError, isError, isRangeRef, type Value } from '../values.js';

/**
 * INDIRECT(text, [a1]): the reference written in text, in A1 notation or with a1 FALSE in R1C1; empty
 * text is #N/A, a bad reference #REF!.
 */
export const INDIRECT: EagerFunction = {
  name: 'INDIRECT',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 2,
  description: 'The reference named by a text.',
  syntax: 'INDIRECT(cell_reference_as_string, [is_A1_notation])',
  args: ['scalar', 'scalar'],
  call([textArg, a1], ctx) {
    if (isError(textArg)) return textArg;
    if (textArg === null || textArg === '') return new FormulaError('#N/A', 'INDIRECT of an empty reference');
    const text = toText(textArg);
    if (isError(text)) return text;
    if (text.trim() === '') return new FormulaError('#N/A', 'INDIRECT of an empty reference');
    if (a1 !== false && a1 !== 0) return ctx.reference(text);
    // R1C1 text is read against the formula's cell; a named range reads the same in both notations
    const converted = r1c1ToA1(text.trim(), ctx.row, ctx.col);
    if (converted !== undefined) return ctx.reference(converted);
    const tokens = tokenize(text.trim());
    if (tokens.length === 1 && tokens[0].kind === 'name') return ctx.reference(text);
    return new FormulaError('#REF!', `Not an R1C1 reference: ${text}`);
  },
};

function whole(v: Value | undefined): number | FormulaError | undefined {
  if (v === undefined || v === null) return undefined;
  const n = toNumber(v);
  if (isError(n)) return new FormulaError('#VALUE!', 'OFFSET needs numbers');
  return Math.trunc(n);
}

/** OFFSET(reference, rows, cols, [height], [width]): a reference moved and resized. */
export const OFFSET: EagerFunction = {
  name: 'OFFSET',
  category: 'lookup',
  minArgs: 3,
  maxArgs: 5,
  description: 'A reference shifted from a starting reference, optionally resized.',
  syntax: 'OFFSET(cell_reference, offset_rows, offset_columns, [height], [width])',
  args: ['any', 'scalar', 'scalar', 'scalar', 'scalar'],
  call([base, rowsArg, colsArg, heightArg, widthArg], ctx) {
    if (isError(base)) return base;
    if (!isRangeRef(base)) return new FormulaError('#NAME?', 'OFFSET needs a reference');
    const rows = whole(rowsArg) ?? 0;
    const cols = whole(colsArg) ?? 0;
    const height = whole(heightArg) ?? base.rows;
    const width = whole(widthArg) ?? base.cols;
    for (const n of [rows, cols, height, width]) if (isError(n)) return n;
    if ((height as number) < 1 || (width as number) < 1) return new FormulaError('#REF!', 'OFFSET height and width must be at least 1');
    return ctx.offset(base, rows as number, cols as number, height as number, width as number);
  },
};

function positions(start: number, count: number, down: boolean): Value {
  if (count === 1) return start + 1;
  const list = Array.from({ length: count }, (_, i) => start + i + 1);
  return down ? ArrayValue.column(list) : ArrayValue.row(list);
}

/** ROW([reference]): the row number of the reference (an array for several rows), or of the formula. */
export const ROW: EagerFunction = {
  name: 'ROW',
  category: 'lookup',
  minArgs: 0,
  maxArgs: 1,
  description: 'The row number of a reference, or of the formula\'s cell.',
  syntax: 'ROW([cell_reference])',
  args: ['any'],
  call([ref], ctx) {
    if (ref === undefined || ref === null) return ctx.row + 1;
    if (isError(ref)) return ref;
    if (!isRangeRef(ref)) return ERRORS.VALUE;
    return positions(ref.top, Math.min(ref.rows, 1_048_576), true);
  },
};

/** COLUMN([reference]): the column number of the reference (an array for several), or of the formula. */
export const COLUMN: EagerFunction = {
  name: 'COLUMN',
  category: 'lookup',
  minArgs: 0,
  maxArgs: 1,
  description: 'The column number of a reference, or of the formula\'s cell.',
  syntax: 'COLUMN([cell_reference])',
  args: ['any'],
  call([ref], ctx) {
    if (ref === undefined || ref === null) return ctx.col + 1;
    if (isError(ref)) return ref;
    if (!isRangeRef(ref)) return ERRORS.VALUE;
    return positions(ref.left, ref.cols, false);
  },
};

/** RANGELINK(target, [text]): a link to a range or named range; #N/A when missing, #NAME? when unknown. */
export const RANGELINK: EagerFunction = {
  name: 'RANGELINK',
  category: 'product',
  minArgs: 1,
  maxArgs: 2,
  description: 'A link to a range or a named range, shown as its text.',
  syntax: 'RANGELINK(target, [text])',
  args: ['any', 'scalar'],
  call([target, label], ctx) {
    if (target === null || target === undefined) return new FormulaError('#N/A', 'Missing link target');
    if (isError(target)) return target.code === '#NAME?' ? target : new FormulaError('#N/A', 'Missing link target');
    let ref = target;
    if (typeof target === 'string') {
      const resolved = ctx.reference(target);
      if (isError(resolved)) return new FormulaError('#NAME?', `Unknown link target ${target}`);
      ref = resolved;
    }
    if (!isRangeRef(ref)) return new FormulaError('#NAME?', 'Unknown link target');
    if (label !== undefined && label !== null) return toText(label);
    return typeof target === 'string' ? target : 'Link';
  },
};

export const referenceFunctions = [INDIRECT, OFFSET, ROW, COLUMN, RANGELINK];
