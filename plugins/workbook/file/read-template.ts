import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import { checkArray, checkKey, checkName, checkRecord, unknownField, type JsonRecord } from './checks.js';
import { at, describe, refuse, TemplateFileError } from './errors.js';
import { FILE_LIMITS, TEMPLATE_FORMAT } from './limits.js';
import { readCastsByName, readCustomColors, readOpaqueById, readSettings, readTestShadows, readUserFunctions } from './read-extras.js';
import { readNamedRanges } from './read-names.js';
import { readTables } from './read-tables.js';
import type { CellsReadOptions } from './read-cells.js';
import { readSheet, type PrereadSheet } from './read-sheet.js';
import { checkVectorId } from './read-vectors.js';

/** The members of a template file's top-level object (writeTemplateFile writes each of them). */
export const TEMPLATE_FIELDS: readonly string[] = [
  'format', 'name', 'sheetIds', 'sheetsById', 'namedRangesById', 'conditionalFormatsById', 'palettesById',
  'userFunctions', 'testShadowsById', 'recommendedCastsByName', 'customColors', 'settings', 'tablesById', 'input',
];
const TOP_FIELDS: ReadonlySet<string> = new Set(TEMPLATE_FIELDS);
/** Derived by the engine in older files; not trusted, so dropped. */
const TOP_DERIVED: ReadonlySet<string> = new Set(['inputDependents']);

/**
 * Checks a parsed template file and builds the in-memory workbook. Either the whole file is valid and a
 * complete workbook comes back, or a TemplateFileError names the first problem: never half a workbook.
 * Objects of the parsed JSON are reused where they are already in memory form, so the caller must not
 * change the JSON afterwards (the document is immutable by convention anyway). `preread` gives, by their
 * records, the sheets whose rows, columns and cells a streaming read has already checked; `options`, how
 * the other sheets' cells are read.
 */
export function readTemplateFile(json: unknown, preread?: ReadonlyMap<object, PrereadSheet>, options?: CellsReadOptions): Workbook {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new TemplateFileError('', `expected a template file (a JSON object), got ${describe(json)}`);
  }
  const raw = json as JsonRecord;
  if (raw.format !== TEMPLATE_FORMAT) {
    refuse('format', `expected ${JSON.stringify(TEMPLATE_FORMAT)}, got ${describe(raw.format)}`);
  }
  for (const field in raw) if (!TOP_FIELDS.has(field) && !TOP_DERIVED.has(field)) unknownField('', field);
  const name = checkName(raw.name, FILE_LIMITS.name, '', 'name');
  const { sheetIds, sheetsById } = readSheets(raw, preread, options);
  const namedRangesById = raw.namedRangesById === undefined ? {} : readNamedRanges(raw.namedRangesById, sheetsById);
  const tablesById = raw.tablesById === undefined ? undefined : readTables(raw.tablesById, sheetsById, namedRangesById);
  return {
    name,
    sheetIds,
    sheetsById,
    namedRangesById,
    conditionalFormatsById: raw.conditionalFormatsById === undefined ? {} : readOpaqueById(raw.conditionalFormatsById, 'conditionalFormatsById'),
    palettesById: raw.palettesById === undefined ? {} : readOpaqueById(raw.palettesById, 'palettesById'),
    userFunctions: raw.userFunctions === undefined ? [] : readUserFunctions(raw.userFunctions),
    testShadowsById: raw.testShadowsById === undefined ? {} : readTestShadows(raw.testShadowsById),
    recommendedCastsByName: raw.recommendedCastsByName === undefined ? {} : readCastsByName(raw.recommendedCastsByName),
    customColors: raw.customColors === undefined ? [] : readCustomColors(raw.customColors),
    settings: raw.settings === undefined ? {} : readSettings(raw.settings),
    ...(tablesById && Object.keys(tablesById).length > 0 ? { tablesById } : {}),
    // A shadow's input is any JSON value (the API's PUT takes one), read as parsed.
    ...(raw.input !== undefined ? { input: raw.input } : {}),
  };
}

/** The sheets, in order; each listed once, each listed sheet present, names unique (case-insensitive). */
function readSheets(raw: JsonRecord, preread: ReadonlyMap<object, PrereadSheet> | undefined, options: CellsReadOptions | undefined): { sheetIds: string[]; sheetsById: Record<string, Sheet> } {
  const ids = checkArray(raw.sheetIds, '', 'sheetIds');
  const rawById = checkRecord(raw.sheetsById, '', 'sheetsById');
  if (ids.length === 0) refuse('sheetIds', 'expected at least one sheet');
  if (ids.length > FILE_LIMITS.sheets) refuse('sheetIds', `expected at most ${FILE_LIMITS.sheets} sheets, got ${ids.length}`);
  const sheetsById: Record<string, Sheet> = {};
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i++) {
    const id = checkVectorId(ids[i], 'sheetIds', String(i));
    if (Object.hasOwn(sheetsById, id)) refuse(at('sheetIds', String(i)), `sheet "${id}" is listed twice`);
    if (!Object.hasOwn(rawById, id)) refuse(at('sheetIds', String(i)), `sheet "${id}" has no entry in sheetsById`);
    const record = rawById[id];
    const sheet = readSheet(record, 'sheetsById', id, typeof record === 'object' && record !== null ? preread?.get(record) : undefined, options);
    const other = names.get(sheet.name.toLowerCase());
    if (other !== undefined) refuse(at(at('sheetsById', id), 'name'), `"${sheet.name}" is already the name of sheet ${other}`);
    names.set(sheet.name.toLowerCase(), id);
    sheetsById[id] = sheet;
  }
  for (const id in rawById) {
    checkKey(id, at('sheetsById', id));
    if (!Object.hasOwn(sheetsById, id)) refuse(at('sheetsById', id), `sheet "${id}" is not listed in sheetIds`);
  }
  return { sheetIds: ids as string[], sheetsById };
}
