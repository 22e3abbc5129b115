import type { CallContext, EagerFunction } from '../../function-definition.js';
import { toText } from '../../coerce.js';
import { ERRORS, FormulaError, isError, isMatrix, isRangeRef, type Value } from '../../values.js';
import { columnLetters } from '../../../workbook/index.js';

/**
 * CELL with the info types templates use: "address", "col", "row", "contents", "type". Without a
 * reference it describes the formula's own cell, whose contents a function cannot read while it is
 * being computed, so "contents" and "type" then need the reference. Others are #VALUE!.
 */
interface Place {
  readonly row: number;
  readonly col: number;
  readonly read?: () => Value;
}

function place(args: readonly Value[], ctx: CallContext): Place | FormulaError {
  if (args.length < 2) return { row: ctx.row, col: ctx.col };
  const ref = args[1];
  if (isError(ref)) return ref;
  if (!isRangeRef(ref)) return ERRORS.VALUE;
  return { row: ref.top, col: ref.left, read: () => ref.get(0, 0) };
}

function describe(info: string, at: Place): Value {
  switch (info.toLowerCase()) {
    case 'address':
      return `$${columnLetters(at.col)}$${at.row + 1}`;
    case 'col':
      return at.col + 1;
    case 'row':
      return at.row + 1;
    case 'contents':
      return at.read ? at.read() : ERRORS.VALUE;
    case 'type': {
      if (!at.read) return ERRORS.VALUE;
      const v = at.read();
      return v === null ? 'b' : typeof v === 'string' ? 'l' : 'v';
    }
    default:
      return ERRORS.VALUE;
  }
}

/** INFO with the environment-neutral types; the rest (memory, directory) do not apply in a browser. */
const INFO: Record<string, Value> = {
  numfile: 1,
  origin: '$A:$A$1',
  osversion: 'Gridcast',
  recalc: 'Automatic',
  release: '16.0',
  system: 'pcdos',
};

export const cellFunctions: readonly EagerFunction[] = [
  {
    name: 'CELL',
    category: 'information',
    minArgs: 1,
    maxArgs: 2,
    description: 'Information about a cell: "address", "col", "row", "contents" or "type".',
    syntax: 'CELL(info_type, [reference])',
    args: ['scalar', 'any'],
    call: (args, ctx) => {
      const info = toText(args[0]);
      if (isError(info)) return info;
      const at = place(args, ctx);
      return isError(at) ? at : describe(info, at);
    },
  },
  {
    name: 'INFO',
    category: 'information',
    minArgs: 1,
    maxArgs: 1,
    description: 'Information about the environment: "numfile", "osversion", "recalc", "release", "system".',
    syntax: 'INFO(type_text)',
    call: ([type]) => {
      const key = toText(type);
      if (isError(key)) return key;
      return INFO[key.toLowerCase()] ?? ERRORS.VALUE;
    },
  },
  {
    name: 'SHEET',
    category: 'information',
    minArgs: 0,
    maxArgs: 1,
    description: 'The number of a sheet in the tab order: the formula\'s own, a reference\'s or one named by text.',
    syntax: 'SHEET([value])',
    args: ['any'],
    call: (args, ctx) => sheetNumber(args, ctx),
  },
  {
    name: 'SHEETS',
    category: 'information',
    minArgs: 0,
    maxArgs: 1,
    description: 'The number of sheets in the workbook, or in a reference (1: a reference is on one sheet).',
    syntax: 'SHEETS([reference])',
    args: ['any'],
    call: ([reference], ctx) => {
      if (reference === undefined) return ctx.sheetOrder().length;
      if (isError(reference)) return reference;
      return isRangeRef(reference) ? 1 : ERRORS.REF;
    },
  },
];

/** SHEET: a missing sheet name is #N/A and anything but a reference or a name #REF!, as Excel answers. */
function sheetNumber(args: readonly Value[], ctx: CallContext): Value {
  const value = args[0];
  let sheetId: string | undefined;
  if (value === undefined) sheetId = ctx.sheetId;
  else if (isError(value)) return value;
  else if (isRangeRef(value)) sheetId = value.sheetId;
  else if (isMatrix(value) || value === null) return ERRORS.REF;
  else {
    const name = toText(value);
    if (isError(name)) return name;
    sheetId = ctx.sheetIdByName(name);
    if (sheetId === undefined) return new FormulaError('#N/A', `No sheet is named ${name}`);
  }
  const index = ctx.sheetOrder().indexOf(sheetId);
  return index < 0 ? ERRORS.REF : index + 1;
}
