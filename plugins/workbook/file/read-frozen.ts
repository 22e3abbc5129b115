import type { FrozenPanes } from '../model/sheet.js';
import { checkInteger, checkRecord, missing, unknownField } from './checks.js';
import type { SheetAxes } from './cell-ref.js';
import { at, expected } from './errors.js';

/** Checks a sheet's frozen panes: whole counts from 0 up to the sheet's rows and columns. */
export function readFrozen(value: unknown, parent: string, axes: SheetAxes): FrozenPanes {
  const raw = checkRecord(value, parent, 'frozen');
  const path = at(parent, 'frozen');
  for (const field in raw) if (field !== 'rows' && field !== 'columns') unknownField(path, field);
  return { rows: count(raw, path, 'rows', axes.rowIds.length), columns: count(raw, path, 'columns', axes.columnIds.length) };
}

function count(raw: Record<string, unknown>, path: string, key: 'rows' | 'columns', max: number): number {
  if (!(key in raw)) missing(path, key, 'a whole number');
  const value = checkInteger(raw[key], path, key);
  if (value < 0 || value > max) expected(at(path, key), `a whole number from 0 to ${max} (the sheet's ${key})`, value);
  return value;
}
