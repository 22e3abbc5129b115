import { a1 } from '../../workbook/index.js';
import { sheetPrefix } from '../parser/index.js';
import type { OutputScalar } from '../outputs/index.js';

/** The four kinds of log entry (the log view's include checkboxes and `kind:` filter). */
export type LogKind = 'formula' | 'reference' | 'conditional' | 'pruning';
export const LOG_KINDS: readonly LogKind[] = ['formula', 'reference', 'conditional', 'pruning'];

/** What every entry says: which formula cell it is about. */
export interface EntryBase {
  /** Order of creation in the log (a formula's entry comes before the reads made while computing it). */
  readonly seq: number;
  readonly sheetId: string;
  /** Sheet name at the time of the entry. */
  readonly sheet: string;
  readonly row: number;
  readonly col: number;
  /** A1 address of the formula cell. */
  readonly cell: string;
  readonly formula: string;
  /** Co-editing: the author of the remote command this computation followed (absent for one's own changes). */
  readonly remote?: string;
}

/** A formula was computed. */
export interface FormulaEntry extends EntryBase {
  readonly kind: 'formula';
  readonly value: OutputScalar;
  /** False when the new value equals the previous one (its dependents are then pruned). */
  readonly changed: boolean;
  /** Wall time, including formulas it pulled out of order. */
  readonly durationMs: number;
  /** Computed out of order because another formula read it first (dynamic references). */
  readonly pulled: boolean;
}

/** A value read by a formula: one cell (its value) or a range (its values when small, else a summary). */
export type ReadValue = OutputScalar | readonly (readonly OutputScalar[])[];

/** A formula read a cell or took a range. */
export interface ReferenceEntry extends EntryBase {
  readonly kind: 'reference';
  /** What was read, with its sheet: `Sheet1!A1`, `'My sheet'!A1:B3`. */
  readonly target: string;
  readonly targetSheet: string;
  /** A1 address or range of what was read. */
  readonly targetCell: string;
  readonly value: ReadValue;
}

/** A conditional function took other arguments than last time, or a conditional format flipped. */
export interface ConditionalEntry extends EntryBase {
  readonly kind: 'conditional';
  /** IF, IFS, SWITCH, CHOOSE, IFERROR, IFNA, or `conditional format <id>`. */
  readonly function: string;
  /** Which call of the formula (0 for its first lazy call). */
  readonly site: number;
  /** Arguments taken (1-based, after the first) before and now, e.g. "2" then "3"; for formats "true"/"false". */
  readonly from: string;
  readonly to: string;
}

/** Recalculation skipped a formula: none of its precedents changed. */
export interface PruningEntry extends EntryBase {
  readonly kind: 'pruning';
  /** Precedent formulas recomputed in the same pass to an unchanged value (A1 with sheet). */
  readonly unchanged: readonly string[];
}

export type LogEntry = FormulaEntry | ReferenceEntry | ConditionalEntry | PruningEntry;

/** `Sheet1!A1` or `'My sheet'!A1:B2`. */
export function qualified(sheet: string, top: number, left: number, bottom = top, right = left): string {
  return `${sheetPrefix(sheet)}${areaText(top, left, bottom, right)}`;
}

export function areaText(top: number, left: number, bottom: number, right: number): string {
  return top === bottom && left === right ? a1(top, left) : `${a1(top, left)}:${a1(bottom, right)}`;
}
