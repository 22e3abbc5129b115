import { NAME_LENGTH_LIMIT } from '../workbook/index.js';
import type { NamedRange, Workbook } from '../workbook/model/index.js';

/**
 * The rules and messages of SPEC section 5 for named ranges: the name, the optional output name and
 * the column output keys. Each `clean*` strips the characters the field does not allow (as the form
 * does while typing); each `*Error` returns the message to show, or undefined when the value is fine.
 */
export const NAME_MESSAGES = {
  blank: "Name can't be blank",
  tooLong: `Name can't exceed ${NAME_LENGTH_LIMIT} characters`,
  number: "Name can't begin with a number",
  boolean: 'Name can\'t begin with "true" or "false"',
  cell: "Name can't be in cell notation (like A1)",
  inUse: (name: string) => `Name '${name}' is already in use`,
  outputTooLong: `Output name can't exceed ${NAME_LENGTH_LIMIT} characters`,
  outputInUse: (name: string) => `Output name '${name}' is already in use`,
  outputPartBlank: "Output name parts can't be blank",
  outputPartNumber: "Output name parts can't begin with a number",
  columnKeyInUse: (key: string) => `Column output '${key}' is already in use`,
} as const;

const A1_NOTATION = /^[A-Za-z]{1,3}[0-9]+$/;
const R1C1_NOTATION = /^R[0-9]+C[0-9]+$/i;

/** Keeps letters, digits and underscores. */
export function cleanName(text: string): string {
  return text.replace(/[^A-Za-z0-9_]/g, '');
}

/** Keeps letters, digits, underscores and dots. */
export function cleanOutputName(text: string): string {
  return text.replace(/[^A-Za-z0-9_.]/g, '');
}

export const cleanColumnKey = cleanName;

/** The message for a (cleaned) name, checked against the workbook's other named ranges. */
export function nameError(name: string, workbook: Workbook, exceptId?: string): string | undefined {
  if (name === '') return NAME_MESSAGES.blank;
  if (name.length > NAME_LENGTH_LIMIT) return NAME_MESSAGES.tooLong;
  if (/^[0-9]/.test(name)) return NAME_MESSAGES.number;
  if (/^(true|false)/i.test(name)) return NAME_MESSAGES.boolean;
  if (A1_NOTATION.test(name) || R1C1_NOTATION.test(name)) return NAME_MESSAGES.cell;
  const lower = name.toLowerCase();
  const taken = otherRanges(workbook, exceptId).some((range) => range.name.toLowerCase() === lower);
  return taken ? NAME_MESSAGES.inUse(name) : undefined;
}

/**
 * The message for a (cleaned) output name; blank means "use the name". Output keys must be unique
 * among the workbook's outputs, and one may not be a dotted prefix of another ("a" and "a.b" would
 * both need the key "a").
 */
export function outputNameError(outputName: string, workbook: Workbook, exceptId?: string): string | undefined {
  if (outputName === '') return undefined;
  if (outputName.length > NAME_LENGTH_LIMIT) return NAME_MESSAGES.outputTooLong;
  for (const part of outputName.split('.')) {
    if (part === '') return NAME_MESSAGES.outputPartBlank;
    if (/^[0-9]/.test(part)) return NAME_MESSAGES.outputPartNumber;
  }
  const clash = otherRanges(workbook, exceptId).some((range) => {
    const key = range.output ? outputKey(range) : range.outputName;
    return key !== undefined && key !== '' && keysClash(key, outputName);
  });
  return clash ? NAME_MESSAGES.outputInUse(outputName) : undefined;
}

/** The output key of a named range: its output name, or its name. */
export function outputKey(range: Pick<NamedRange, 'name' | 'outputName'>): string {
  return range.outputName || range.name;
}

function keysClash(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** The message for column output keys (already cleaned; empty keys removed), or undefined. */
export function columnOutputsError(columnOutputs: Readonly<Record<string, string>>): string | undefined {
  const seen = new Set<string>();
  for (const key of Object.values(columnOutputs)) {
    if (seen.has(key)) return NAME_MESSAGES.columnKeyInUse(key);
    seen.add(key);
  }
  return undefined;
}

/**
 * Column keys cleaned and kept only for columns of the range, and only when the range has several
 * columns (the form shows them only then).
 */
export function cleanColumnOutputs(columnOutputs: Readonly<Record<string, string>> | undefined, rangeColumnIds: readonly string[]): Record<string, string> | undefined {
  if (!columnOutputs || rangeColumnIds.length < 2) return undefined;
  const out: Record<string, string> = {};
  for (const columnId of rangeColumnIds) {
    const key = cleanColumnKey(columnOutputs[columnId] ?? '');
    if (key !== '') out[columnId] = key;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The first free default name: NamedRange1, NamedRange2... */
export function defaultName(workbook: Workbook): string {
  const taken = new Set(Object.values(workbook.namedRangesById).map((range) => range.name.toLowerCase()));
  for (let n = 1; ; n++) {
    const name = `NamedRange${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

function otherRanges(workbook: Workbook, exceptId: string | undefined): NamedRange[] {
  return Object.values(workbook.namedRangesById).filter((range) => range.id !== exceptId);
}
