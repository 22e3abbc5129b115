import type { Column, Row } from '../model/sheet.js';
import { checkArray, checkBoolean, checkId, checkNumber, checkRecord, missing, unknownField, type JsonRecord } from './checks.js';
import { VECTOR_DERIVED, withoutDerived } from './derived.js';
import { at, expected, refuse } from './errors.js';
import { FILE_LIMITS } from './limits.js';

interface VectorKind {
  readonly ids: 'rowIds' | 'columnIds';
  readonly byId: 'rowsById' | 'columnsById';
  readonly size: 'height' | 'width';
  readonly noun: 'row' | 'column';
  readonly limit: number;
}

export const ROWS: VectorKind = { ids: 'rowIds', byId: 'rowsById', size: 'height', noun: 'row', limit: FILE_LIMITS.rows };
export const COLUMNS: VectorKind = { ids: 'columnIds', byId: 'columnsById', size: 'width', noun: 'column', limit: FILE_LIMITS.columns };

export interface Vectors<V> {
  readonly ids: string[];
  readonly byId: Record<string, V>;
}

/**
 * Checks a sheet's rows or columns: the ordered ids and the records by id must list the same vectors,
 * each once. Cell ids join a column id and a row id with '&', so vector ids may not contain it.
 */
export function readVectors<V extends Row | Column>(sheet: JsonRecord, sheetPath: string, kind: VectorKind): Vectors<V> {
  if (!(kind.ids in sheet)) missing(sheetPath, kind.ids, 'an array of ids');
  if (!(kind.byId in sheet)) missing(sheetPath, kind.byId, 'an object');
  const ids = checkArray(sheet[kind.ids], sheetPath, kind.ids);
  const rawById = checkRecord(sheet[kind.byId], sheetPath, kind.byId);
  const idsPath = at(sheetPath, kind.ids);
  const byIdPath = at(sheetPath, kind.byId);
  if (ids.length > kind.limit) refuse(idsPath, `expected at most ${kind.limit} ${kind.noun}s, got ${ids.length}`);
  const byId: Record<string, V> = {};
  for (let i = 0; i < ids.length; i++) {
    const id = checkVectorId(ids[i], idsPath, String(i));
    if (Object.hasOwn(byId, id)) refuse(at(idsPath, String(i)), `${kind.noun} "${id}" is listed twice`);
    if (!Object.hasOwn(rawById, id)) refuse(at(idsPath, String(i)), `${kind.noun} "${id}" has no entry in ${kind.byId}`);
    byId[id] = readVector<V>(rawById[id], byIdPath, id, kind);
  }
  if (Object.keys(rawById).length !== ids.length) {
    for (const id of Object.keys(rawById)) {
      if (!Object.hasOwn(byId, id)) refuse(at(byIdPath, id), `${kind.noun} "${id}" is not listed in ${kind.ids}`);
    }
  }
  return { ids: ids as string[], byId };
}

export function checkVectorId(value: unknown, parent: string, key: string): string {
  const id = checkId(value, parent, key);
  if (id.indexOf('&') >= 0) expected(at(parent, key), "an id without '&' (it separates column and row in cell ids)", value);
  return id;
}

function readVector<V extends Row | Column>(value: unknown, parent: string, id: string, kind: VectorKind): V {
  const raw = checkRecord(value, parent, id);
  const path = at(parent, id);
  let derived = false;
  for (const field in raw) {
    const item = raw[field];
    switch (field) {
      case 'id':
        if (item !== id) expected(at(path, field), `${JSON.stringify(id)} (its key)`, item);
        break;
      case kind.size: case 'realSize': checkNumber(item, 0, path, field); break;
      case 'hidden': case 'hiddenByUser': case 'disableHidingFunctions': checkBoolean(item, path, field); break;
      default:
        if (VECTOR_DERIVED.has(field)) derived = true;
        else unknownField(path, field);
    }
  }
  if (!('id' in raw)) missing(path, 'id', JSON.stringify(id));
  if (!(kind.size in raw)) missing(path, kind.size, 'a number >= 0');
  return (derived ? withoutDerived(raw, VECTOR_DERIVED) : raw) as unknown as V;
}
