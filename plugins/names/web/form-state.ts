import { columnLetters } from '../../workbook/index.js';
import type { NamedRange, Workbook } from '../../workbook/model/index.js';
import { formatRange, parseRangeText } from '../ranges.js';
import { cleanColumnKey, cleanName, cleanOutputName, columnOutputsError, defaultName, nameError, outputNameError } from '../validation.js';
import { cleanFormula, formulaError } from '../named-formulas.js';

/** What the named-range form holds while it is open. */
export interface NamedRangeForm {
  /** The edited range's id; undefined for a new one. */
  readonly id?: string;
  readonly name: string;
  readonly range: string;
  readonly output: boolean;
  readonly outputName: string;
  /** Column id to key, for multi-column ranges. */
  readonly columnOutputs: Readonly<Record<string, string>>;
  /** Set for a named formula (typed as text, '=' and all), which has no range nor output. */
  readonly formula?: string;
}

export interface NamedRangeFormErrors {
  readonly name?: string;
  readonly range?: string;
  readonly formula?: string;
  readonly outputName?: string;
  readonly columnOutputs?: string;
}

/** A new range's form: the first free NamedRangeN over the selection's text. */
export function newForm(workbook: Workbook, selectionText: string): NamedRangeForm {
  return { name: defaultName(workbook), range: selectionText, output: false, outputName: '', columnOutputs: {} };
}

/** A new named formula's form: the first free NamedRangeN, its formula to type. */
export function newFormulaForm(workbook: Workbook): NamedRangeForm {
  return { ...newForm(workbook, ''), formula: '=' };
}

export function editForm(workbook: Workbook, range: NamedRange): NamedRangeForm {
  if (range.formula !== undefined) return { ...newForm(workbook, ''), id: range.id, name: range.name, formula: `=${range.formula}` };
  return {
    id: range.id,
    name: range.name,
    range: range.invalid ? '' : (formatRange(workbook, range) ?? ''),
    output: range.output === true,
    outputName: range.outputName ?? '',
    columnOutputs: range.columnOutputs ?? {},
  };
}

/** The columns of a multi-column range (id and letter), whose output keys the form asks for. */
export function keyColumns(workbook: Workbook, rangeText: string): { id: string; letter: string }[] {
  const parsed = parseRangeText(rangeText, workbook);
  if (!parsed.ok || parsed.area.left === parsed.area.right) return [];
  const sheet = workbook.sheetsById[parsed.area.sheetId];
  const columns: { id: string; letter: string }[] = [];
  for (let col = parsed.area.left; col <= parsed.area.right; col++) columns.push({ id: sheet.columnIds[col], letter: columnLetters(col) });
  return columns;
}

/** The messages of SPEC section 5 for each field; Save is disabled while there is any. */
export function formErrors(workbook: Workbook, form: NamedRangeForm): NamedRangeFormErrors {
  const name = nameError(form.name, workbook, form.id);
  if (form.formula !== undefined) {
    const formula = formulaError(cleanFormula(form.formula));
    return { ...(name ? { name } : {}), ...(formula ? { formula } : {}) };
  }
  const parsed = parseRangeText(form.range, workbook);
  // An output without its own output name is keyed by its name, which must not clash with other outputs.
  const outputName = form.output ? outputNameError(form.outputName || form.name, workbook, form.id) : undefined;
  const columnOutputs = form.output ? columnOutputsError(rangeKeys(workbook, form)) : undefined;
  return {
    ...(name ? { name } : {}),
    ...(parsed.ok ? {} : { range: parsed.error }),
    ...(outputName ? { outputName } : {}),
    ...(columnOutputs ? { columnOutputs } : {}),
  };
}

export function hasErrors(errors: NamedRangeFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The command's parameters for the form: names.add for a new range, names.update for an edited one. */
export function saveCommand(workbook: Workbook, form: NamedRangeForm): { id: 'names.add' | 'names.update'; params: object } {
  if (form.formula !== undefined) {
    const fields = { name: form.name, formula: form.formula };
    return form.id ? { id: 'names.update', params: { id: form.id, ...fields } } : { id: 'names.add', params: fields };
  }
  const fields = { name: form.name, range: form.range, output: form.output, outputName: form.output ? form.outputName : '', columnOutputs: rangeKeys(workbook, form) };
  return form.id ? { id: 'names.update', params: { id: form.id, ...fields } } : { id: 'names.add', params: fields };
}

/** The keys typed for the range's columns (keys of columns no longer in the range left out). */
function rangeKeys(workbook: Workbook, form: NamedRangeForm): Record<string, string> {
  return Object.fromEntries(keyColumns(workbook, form.range).flatMap((column) => (form.columnOutputs[column.id] ? [[column.id, form.columnOutputs[column.id]]] : [])));
}

/** What the list shows for a name: its range ("Sheet1!A1:B4"), its formula ("=0.2"), or undefined when it is invalid. */
export function nameTarget(workbook: Workbook, range: NamedRange): string | undefined {
  if (range.formula !== undefined) return `=${range.formula}`;
  return range.invalid ? undefined : formatRange(workbook, range);
}

/** As typed: each field keeps only the characters it allows (SPEC section 5). */
export const clean = { name: cleanName, outputName: cleanOutputName, columnKey: cleanColumnKey };
