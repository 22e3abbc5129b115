import type { TestShadow, UserFunction, WorkbookSettings } from '../model/workbook.js';
import {
  checkArray, checkBoolean, checkId, checkInteger, checkKey, checkName, checkNumber, checkOpaque, checkOpaqueRecord,
  checkPositiveInteger, checkRecord, checkString, missing, unknownField, type JsonRecord,
} from './checks.js';
import { at, expected, refuse } from './errors.js';
import { FILE_LIMITS } from './limits.js';

/** Conditional formats, palettes: plugin-owned records keyed by id, kept as they are. */
export function readOpaqueById(value: unknown, key: string): Record<string, unknown> {
  const raw = checkRecord(value, '', key);
  for (const id in raw) {
    checkId(id, key, id);
    checkOpaqueRecord(raw[id], key, id);
  }
  return raw;
}

/** Recommended casts are keyed by their (case-insensitively unique) names. */
export function readCastsByName(value: unknown): Record<string, unknown> {
  const key = 'recommendedCastsByName';
  const raw = checkRecord(value, '', key);
  for (const name in raw) {
    checkKey(name, at(key, name));
    checkName(name, FILE_LIMITS.name, key, name);
    checkOpaqueRecord(raw[name], key, name);
  }
  return raw;
}

export function readUserFunctions(value: unknown): UserFunction[] {
  const raw = checkArray(value, '', 'userFunctions');
  const seen = new Set<string>();
  return raw.map((item, index) => {
    const fn: JsonRecord = checkRecord(item, 'userFunctions', String(index));
    const path = at('userFunctions', String(index));
    for (const field in fn) if (field !== 'name' && field !== 'text') unknownField(path, field);
    const name = checkName(fn.name, FILE_LIMITS.name, path, 'name');
    checkString(fn.text, FILE_LIMITS.longText, path, 'text');
    if (seen.has(name.toLowerCase())) refuse(at(path, 'name'), `function "${name}" is defined twice`);
    seen.add(name.toLowerCase());
    return fn as unknown as UserFunction;
  });
}

/** Test shadows are keyed by their numeric id. */
export function readTestShadows(value: unknown): Record<string, TestShadow> {
  const raw = checkRecord(value, '', 'testShadowsById');
  for (const key in raw) {
    checkKey(key, at('testShadowsById', key));
    const shadow: JsonRecord = checkRecord(raw[key], 'testShadowsById', key);
    const path = at('testShadowsById', key);
    for (const field in shadow) {
      const item = shadow[field];
      switch (field) {
        case 'id':
          checkInteger(item, path, field);
          if (String(item) !== key) expected(at(path, field), `${key} (its key)`, item);
          break;
        case 'name': checkString(item, FILE_LIMITS.name, path, field); break;
        case 'inputText': checkString(item, FILE_LIMITS.longText, path, field); break;
        case 'input': case 'expectedOutputs': checkOpaque(item, at(path, field)); break;
        default: unknownField(path, field);
      }
    }
    if (!('id' in shadow)) missing(path, 'id', 'an integer');
    if (!('name' in shadow)) missing(path, 'name', 'a string');
    if (!('input' in shadow)) missing(path, 'input', 'a JSON value');
  }
  return raw as Record<string, TestShadow>;
}

/** At most 10 colours, newest first (SPEC section 3). */
export function readCustomColors(value: unknown): string[] {
  const raw = checkArray(value, '', 'customColors');
  if (raw.length > FILE_LIMITS.customColors) {
    refuse('customColors', `expected at most ${FILE_LIMITS.customColors} colours, got ${raw.length}`);
  }
  raw.forEach((color, index) => checkString(color, FILE_LIMITS.shortText, 'customColors', String(index)));
  return raw as string[];
}

export function readSettings(value: unknown): WorkbookSettings {
  const raw = checkRecord(value, '', 'settings');
  for (const field in raw) {
    if (field === 'defaultFontFamily') checkString(raw[field], FILE_LIMITS.shortText, 'settings', field);
    else if (field === 'hidingFunctionsDisabled') checkBoolean(raw[field], 'settings', field);
    else if (field === 'dateSystem') checkDateSystem(raw[field]);
    else if (field === 'calculation') readCalculation(raw[field]);
    else unknownField('settings', field);
  }
  return raw as WorkbookSettings;
}

/** Excel's calculation rules kept from a book (settings.calculation). */
function readCalculation(value: unknown): void {
  const path = at('settings', 'calculation');
  const raw = checkRecord(value, 'settings', 'calculation');
  for (const field in raw) {
    if (field === 'excel' || field === 'iterate') checkBoolean(raw[field], path, field);
    else if (field === 'maxIterations') checkPositiveInteger(raw[field], path, field);
    else if (field === 'maxChange') checkNumber(raw[field], 0, path, field);
    else unknownField(path, field);
  }
}

/** 1900 or 1904 (plugins/workbook/dates.ts); files written before the setting have none: the 1900 system. */
function checkDateSystem(value: unknown): void {
  if (value !== 1900 && value !== 1904) expected(at('settings', 'dateSystem'), '1900 or 1904', value);
}
