import { areaRange, engineCellReader, filteredRows, type FilterCellReader } from '../../filters/index.js';
import type { CellArea } from '../../../kernel/index.js';
import { getCell } from '../../workbook/index.js';
import type { FilterCondition, FilterConditionType, FilterCriteria, Row, Sheet, SheetFilter } from '../../workbook/model/index.js';
import type { ImportReport } from '../report.js';
import { elements } from './package-parts.js';
import { parseRangeText } from './range-text.js';

/**
 * Excel's filters as the sheet's filter. Excel stores which rows a filter hid as hidden rows; ours are
 * derived from the criteria, so the criteria are translated (values shown -> values hidden, custom
 * filters -> conditions) and the file's hidden rows that they hide become the filter's again, not the
 * user's: SUBTOTAL(1-11) leaves out only the rows a filter hides, and clearing the filter shows them.
 * A sheet holds one filter: its own autoFilter, else the first of its tables' that filters something.
 * A filter by colour, icon, top 10, date groups or a dynamic rule is not kept (its rows stay hidden).
 */
export function importFilters(sheets: readonly Sheet[], sources: ReadonlyMap<string, readonly FilterSource[]>, report: ImportReport): Sheet[] {
  return sheets.map((sheet) => {
    const candidates = sources.get(sheet.id) ?? [];
    const chosen = candidates.find(filters) ?? candidates[0];
    if (chosen === undefined) return sheet;
    for (const other of candidates) {
      if (other !== chosen && filters(other)) report.add('Filters', `the filter ${ownerOf(other)} is not kept (a sheet has one filter): its rows stay hidden`, sheet.name);
    }
    const read = filterOf(chosen, sheet);
    if (typeof read === 'string') {
      report.add('Filters', read, sheet.name);
      return sheet;
    }
    return withFilter(sheet, read);
  });
}

/** An autoFilter element, of the sheet itself or of one of its tables (by name). */
export interface FilterSource {
  readonly xml: string;
  readonly table?: string;
}

function filters(source: FilterSource): boolean {
  return elements(source.xml, 'filterColumn').length > 0;
}

function ownerOf(source: FilterSource): string {
  return source.table !== undefined ? `of table ${source.table}` : `on ${elements(source.xml, 'autoFilter')[0]?.ref ?? ''}`;
}

/** The sheet with its filter, and the rows the file hid that the filter hides given back to it. */
function withFilter(sheet: Sheet, filter: SheetFilter): Sheet {
  const filtered = { ...sheet, filter };
  const hiddenByFilter = filteredRows(filtered, cachedCells(filtered));
  if (hiddenByFilter.length === 0) return filtered;
  const rowsById: Record<string, Row> = { ...sheet.rowsById };
  for (const position of hiddenByFilter) {
    const id = sheet.rowIds[position];
    const row = rowsById[id];
    if (!row?.hidden) continue;
    const { hidden: _hidden, hiddenByUser: _byUser, realSize, ...rest } = row;
    rowsById[id] = { ...rest, height: realSize ?? row.height };
  }
  return { ...filtered, rowsById };
}

/** The cells as Excel last showed them: their cached values in their number formats. */
function cachedCells(sheet: Sheet): FilterCellReader {
  return engineCellReader(sheet, {
    getValue: (_sheetId, row, col) => {
      const value = getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '')?.value;
      return value === undefined ? null : value;
    },
  });
}

/** One autoFilter element as a filter of `sheet`, or why it is not kept. */
function filterOf(source: FilterSource, sheet: Sheet): SheetFilter | string {
  const { xml } = source;
  const owner = ownerOf(source);
  const parsed = parseRangeText(elements(xml, 'autoFilter')[0]?.ref ?? '');
  if (!parsed || parsed.top >= sheet.rowIds.length || parsed.left >= sheet.columnIds.length) return `the filter ${owner} is not kept: it is not a range of the sheet`;
  const area: CellArea = { top: parsed.top, left: parsed.left, bottom: Math.min(parsed.bottom, sheet.rowIds.length - 1), right: Math.min(parsed.right, sheet.columnIds.length - 1) };
  const read = cachedCells(sheet);
  const criteriaByColumnId: Record<string, FilterCriteria> = {};
  for (const { colId, body } of filterColumns(xml)) {
    const col = area.left + colId;
    if (col > area.right) return `the filter ${owner} is not kept: it filters a column outside its range`;
    const criteria = criteriaOf(body, columnTexts(read, area, col));
    if (typeof criteria === 'string') return `the filter ${owner} is not kept: ${criteria}; its rows stay hidden`;
    criteriaByColumnId[sheet.columnIds[col]] = criteria;
  }
  return { range: areaRange(sheet, area), criteriaByColumnId };
}

/** Each filterColumn's column (from the filter's left) and inner XML. */
function filterColumns(xml: string): { colId: number; body: string }[] {
  const found: { colId: number; body: string }[] = [];
  const pattern = /<(?:[A-Za-z0-9_]+:)?filterColumn\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?:\/>|>([\s\S]*?)<\/(?:[A-Za-z0-9_]+:)?filterColumn>)/g;
  for (let match = pattern.exec(xml); match; match = pattern.exec(xml)) {
    const colId = Number(/colId\s*=\s*"(\d+)"/.exec(match[1])?.[1]);
    if (Number.isInteger(colId)) found.push({ colId, body: match[2] ?? '' });
  }
  return found;
}

/** The texts a column shows below the header, each once. */
function columnTexts(read: FilterCellReader, area: CellArea, col: number): string[] {
  const texts = new Set<string>();
  for (let row = area.top + 1; row <= area.bottom; row++) texts.add(read(row, col).text);
  return [...texts];
}

const UNKEPT_RULES: readonly [string, string][] = [
  ['colorFilter', 'it filters by colour'], ['iconFilter', 'it filters by icon'], ['top10', 'it is a top 10 filter'],
  ['dynamicFilter', 'it is a dynamic filter (dates, above average)'], ['dateGroupItem', 'it filters by date groups'],
];

/** A filterColumn's criteria, or why they cannot be ours. */
function criteriaOf(body: string, texts: readonly string[]): FilterCriteria | string {
  const unkept = UNKEPT_RULES.find(([tag]) => elements(body, tag).length > 0);
  if (unkept) return unkept[1];
  const values = elements(body, 'filters')[0];
  if (values) {
    const shown = new Set(elements(body, 'filter').map((filter) => (filter.val ?? '').toLowerCase()));
    if (values.blank === '1' || values.blank === 'true') shown.add('');
    return { hiddenValues: texts.filter((text) => !shown.has(text.toLowerCase())) };
  }
  const custom = elements(body, 'customFilter');
  const all = elements(body, 'customFilters')[0]?.and;
  const condition = custom.length === 1 ? singleCondition(custom[0]) : custom.length === 2 ? pairCondition(custom[0], custom[1], all === '1' || all === 'true') : undefined;
  return condition ? { condition } : 'its custom filter has no equivalent';
}

const NUMBER_TESTS: Readonly<Record<string, FilterConditionType>> = {
  equal: 'number_equal', notEqual: 'number_not_equal', greaterThan: 'number_greater', greaterThanOrEqual: 'number_greater_equal',
  lessThan: 'number_less', lessThanOrEqual: 'number_less_equal',
};

/** One customFilter: a number test, or a text test written with Excel's wildcards (`*north*`, `north*`). */
function singleCondition({ operator = 'equal', val = '' }: Record<string, string>): FilterCondition | undefined {
  if (val.trim() !== '' && Number.isFinite(Number(val))) {
    const type = NUMBER_TESTS[operator];
    return type && { type, input1: String(Number(val)) };
  }
  if (operator === 'notEqual' && val.trim() === '') return { type: 'is_not_empty' };
  if (operator === 'equal' && val === '') return { type: 'is_empty' };
  if (/[?~]/.test(val)) return undefined;
  const inner = val.replace(/^\*/, '').replace(/\*$/, '');
  if (inner === '' || inner.includes('*')) return undefined;
  const leading = val.startsWith('*');
  const trailing = val.endsWith('*') && val.length > 1;
  if (operator === 'notEqual') return leading && trailing ? { type: 'text_not_contains', input1: inner } : undefined;
  if (operator !== 'equal') return undefined;
  const type: FilterConditionType = leading && trailing ? 'text_contains' : leading ? 'text_ends_with' : trailing ? 'text_begins_with' : 'text_is';
  return { type, input1: inner };
}

/** Two customFilters: a number range kept in (both, bounds included) or left out (either, bounds excluded). */
function pairCondition(first: Record<string, string>, second: Record<string, string>, both: boolean): FilterCondition | undefined {
  const low = [first, second].find((filter) => filter.operator === (both ? 'greaterThanOrEqual' : 'lessThan'));
  const high = [first, second].find((filter) => filter.operator === (both ? 'lessThanOrEqual' : 'greaterThan'));
  const a = Number(low?.val);
  const b = Number(high?.val);
  if (!low || !high || !Number.isFinite(a) || !Number.isFinite(b) || a > b || low.val?.trim() === '' || high.val?.trim() === '') return undefined;
  return { type: both ? 'number_between' : 'number_not_between', input1: String(a), input2: String(b) };
}
