import type { OutputScalar } from '../outputs/index.js';
import { LOG_KINDS, type ConditionalEntry, type FormulaEntry, type LogEntry, type LogKind, type PruningEntry, type ReadValue, type ReferenceEntry } from './entries.js';

/** The log view's checkboxes ('Include references', 'Include formulas', ...); all on by default. */
export interface LogInclude {
  readonly references?: boolean;
  readonly formulas?: boolean;
  readonly conditionalChanges?: boolean;
  readonly graphPruning?: boolean;
}

export interface LogViewOptions {
  /**
   * Words that must all match (case-insensitive substring of the cell address, sheet name, formula
   * text or read target), and `kind:formula|reference|conditional|pruning` to keep only those kinds.
   */
  readonly filter?: string;
  readonly include?: LogInclude;
}

/** One formula cell with what the log says about it (the Grouped tab). */
export interface LogGroup {
  readonly sheetId: string;
  readonly sheet: string;
  readonly cell: string;
  /** Zero-based position of the cell. */
  readonly row: number;
  readonly col: number;
  readonly formula: string;
  /** Value of its last logged computation (null if none is shown). */
  readonly value: OutputScalar;
  /** Times it was computed. */
  readonly evaluations: number;
  readonly durationMs: number;
  readonly reads: readonly { readonly target: string; readonly value: ReadValue }[];
  readonly conditionalChanges: readonly { readonly function: string; readonly from: string; readonly to: string }[];
  /** Times recalculation skipped it, with the unchanged precedents each time. */
  readonly pruned: readonly { readonly unchanged: readonly string[] }[];
  /** Co-editing: the authors of remote commands it was computed after. */
  readonly remote: readonly string[];
}

function included(kind: LogKind, include: LogInclude = {}): boolean {
  switch (kind) {
    case 'formula': return include.formulas ?? true;
    case 'reference': return include.references ?? true;
    case 'conditional': return include.conditionalChanges ?? true;
    case 'pruning': return include.graphPruning ?? true;
  }
}

interface ParsedFilter {
  readonly kinds: ReadonlySet<LogKind> | undefined;
  readonly words: readonly string[];
}

/** `kind:ref` matches `reference` (kind names by prefix); `kind:formula|pruning` keeps either. */
function parseFilter(text: string): ParsedFilter {
  let kinds: Set<LogKind> | undefined;
  const words: string[] = [];
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    if (!word.startsWith('kind:')) {
      words.push(word);
      continue;
    }
    kinds ??= new Set();
    for (const name of word.slice(5).split('|')) for (const kind of LOG_KINDS) if (name && kind.startsWith(name)) kinds.add(kind);
  }
  return { kinds, words };
}

function haystack(entry: LogEntry): string {
  const target = entry.kind === 'reference' ? ` ${entry.target}` : '';
  return `${entry.sheet}!${entry.cell} ${entry.formula}${target}`.toLowerCase();
}

/** The entries the view shows, in log order. */
export function selectEntries(entries: readonly LogEntry[], options: LogViewOptions = {}): LogEntry[] {
  const filter = parseFilter(options.filter ?? '');
  return entries.filter((entry) => {
    if (!included(entry.kind, options.include)) return false;
    if (filter.kinds && !filter.kinds.has(entry.kind)) return false;
    if (filter.words.length === 0) return true;
    const text = haystack(entry);
    return filter.words.every((word) => text.includes(word));
  });
}

type MutableGroup = { -readonly [K in keyof LogGroup]: LogGroup[K] } & {
  reads: LogGroup['reads'][number][];
  conditionalChanges: LogGroup['conditionalChanges'][number][];
  pruned: LogGroup['pruned'][number][];
  remote: string[];
};

/** Entries grouped by formula cell, cells in order of first appearance. */
export function groupEntries(entries: readonly LogEntry[], options: LogViewOptions = {}): LogGroup[] {
  const groups = new Map<string, MutableGroup>();
  for (const entry of selectEntries(entries, options)) {
    const key = `${entry.sheetId}!${entry.row},${entry.col}`;
    let group = groups.get(key);
    if (!group) {
      group = { sheetId: entry.sheetId, sheet: entry.sheet, cell: entry.cell, row: entry.row, col: entry.col, formula: entry.formula, value: null, evaluations: 0, durationMs: 0, reads: [], conditionalChanges: [], pruned: [], remote: [] };
      groups.set(key, group);
    }
    addToGroup(group, entry);
  }
  return [...groups.values()];
}

function addToGroup(group: MutableGroup, entry: LogEntry): void {
  if (entry.remote !== undefined && !group.remote.includes(entry.remote)) group.remote.push(entry.remote);
  switch (entry.kind) {
    case 'formula':
      group.evaluations++;
      group.durationMs = Math.round((group.durationMs + entry.durationMs) * 1000) / 1000;
      group.value = entry.value;
      group.formula = entry.formula;
      return;
    case 'reference': group.reads.push({ target: entry.target, value: entry.value }); return;
    case 'conditional': group.conditionalChanges.push({ function: entry.function, from: entry.from, to: entry.to }); return;
    case 'pruning': group.pruned.push({ unchanged: entry.unchanged }); return;
  }
}

const ms = (n: number): string => `${n < 1 ? n.toFixed(3) : n.toFixed(1)} ms`;

export function valueText(value: ReadValue): string {
  if (Array.isArray(value)) return JSON.stringify(value);
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The Grouped Text tab: one line per formula cell, its reads and changes indented under it. */
export function formatGroupedText(entries: readonly LogEntry[], options: LogViewOptions = {}): string {
  const lines: string[] = [];
  for (const g of groupEntries(entries, options)) {
    const computed = g.evaluations > 0 ? ` = ${valueText(g.value)} (${g.evaluations}x, ${ms(g.durationMs)})` : '';
    lines.push(`${g.sheet}!${g.cell} ${g.formula}${computed}${g.remote.length ? ` [remote: ${g.remote.join(', ')}]` : ''}`);
    for (const r of g.reads) lines.push(`  read ${r.target} = ${valueText(r.value)}`);
    for (const c of g.conditionalChanges) lines.push(`  ${c.function} branch changed: ${c.from} -> ${c.to}`);
    for (const p of g.pruned) lines.push(`  pruned: precedents unchanged${p.unchanged.length ? ` (${p.unchanged.join(', ')})` : ''}`);
  }
  return lines.join('\n');
}

export const TSV_HEADER = ['seq', 'kind', 'sheet', 'cell', 'formula', 'target', 'value', 'detail', 'duration_ms', 'remote'] as const;

/** Tabs and line breaks inside a field would break the columns. */
const field = (text: string): string => text.replace(/[\t\r\n]+/g, ' ');

function tsvRow(entry: LogEntry): string[] {
  return [...tsvFields(entry), entry.remote ?? ''];
}

function tsvFields(entry: LogEntry): string[] {
  const base = [String(entry.seq), entry.kind, entry.sheet, entry.cell, entry.formula];
  switch (entry.kind) {
    case 'formula': return [...base, '', valueText(entry.value), (entry as FormulaEntry).changed ? 'changed' : 'unchanged', entry.durationMs.toFixed(3)];
    case 'reference': return [...base, (entry as ReferenceEntry).target, valueText(entry.value), '', ''];
    case 'conditional': return [...base, '', '', `${(entry as ConditionalEntry).function} ${entry.from} -> ${entry.to}`, ''];
    case 'pruning': return [...base, '', '', `unchanged: ${(entry as PruningEntry).unchanged.join(', ')}`, ''];
  }
}

/** The TSV tab: a header, then one line per entry. */
export function formatTsv(entries: readonly LogEntry[], options: LogViewOptions = {}): string {
  const rows = selectEntries(entries, options).map((e) => tsvRow(e).map(field).join('\t'));
  return [TSV_HEADER.join('\t'), ...rows].join('\n');
}

/** The JSON tab: the selected entries as they are recorded. */
export function formatJson(entries: readonly LogEntry[], options: LogViewOptions = {}): string {
  return JSON.stringify(selectEntries(entries, options), null, 2);
}

export type LogTab = 'grouped' | 'groupedText' | 'tsv' | 'json';

/** Text of a tab of the log view (Grouped as indented JSON of the groups). */
export function renderLog(entries: readonly LogEntry[], tab: LogTab, options: LogViewOptions = {}): string {
  switch (tab) {
    case 'grouped': return JSON.stringify(groupEntries(entries, options), null, 2);
    case 'groupedText': return formatGroupedText(entries, options);
    case 'tsv': return formatTsv(entries, options);
    case 'json': return formatJson(entries, options);
  }
}
