import { CELL_TYPES, VALIDATION_TYPES, type CellData, type CellValidation } from '../model/cell.js';
import { BORDER_FILLS, BORDER_STYLES, type CellFormat } from '../model/format.js';
import {
  checkBoolean, checkOneOf, checkPositiveNumber, checkRecord, checkString, missing, unknownField, type JsonRecord,
} from './checks.js';
import { at } from './errors.js';
import { withoutDerived } from './derived.js';
import { FILE_LIMITS } from './limits.js';

const SHORT = FILE_LIMITS.shortText;
const TEXT = FILE_LIMITS.cellText;
const ALIGNS = ['left', 'center', 'right'] as const;
const VERTICAL_ALIGNS = ['top', 'middle', 'bottom'] as const;
const WRAPS = ['overflow', 'clip', 'wrap'] as const;
const BORDER_SIDES: readonly string[] = ['top', 'right', 'bottom', 'left'];

/** Checks a cell's format; the parsed object is kept as it is (formats carry no derived fields). */
export function readCellFormat(value: unknown, parent: string, key: string): CellFormat {
  const raw = checkRecord(value, parent, key);
  const path = at(parent, key);
  for (const field in raw) {
    const item = raw[field];
    switch (field) {
      case 'fontSize': checkPositiveNumber(item, path, field); break;
      case 'bold': case 'italic': case 'underline': case 'strikethrough': checkBoolean(item, path, field); break;
      // The spec's cell format also lists borderColor, borderStyle and borderFill (the border tool's last
      // choice); they are checked and kept with the cell.
      case 'backgroundColor': case 'textColor': case 'fontFamily': case 'paletteId':
      case 'borderColor': checkString(item, SHORT, path, field); break;
      case 'borderStyle': checkOneOf(item, BORDER_STYLES, path, field); break;
      case 'borderFill': checkOneOf(item, BORDER_FILLS, path, field); break;
      case 'align': checkOneOf(item, ALIGNS, path, field); break;
      case 'verticalAlign': checkOneOf(item, VERTICAL_ALIGNS, path, field); break;
      case 'wrap': checkOneOf(item, WRAPS, path, field); break;
      case 'borders': checkBorders(item, path, field); break;
      default: unknownField(path, field);
    }
  }
  return raw as CellFormat;
}

function checkBorders(value: unknown, parent: string, key: string): void {
  const raw = checkRecord(value, parent, key);
  const path = at(parent, key);
  for (const side in raw) {
    if (!BORDER_SIDES.includes(side)) unknownField(path, side);
    const line = checkRecord(raw[side], path, side);
    const linePath = at(path, side);
    for (const field in line) {
      if (field === 'color') checkString(line[field], SHORT, linePath, field);
      else if (field === 'style') checkOneOf(line[field], BORDER_STYLES, linePath, field);
      else unknownField(linePath, field);
    }
    if (!('color' in line)) missing(linePath, 'color', 'a string');
    if (!('style' in line)) checkOneOf(undefined, BORDER_STYLES, linePath, 'style');
  }
}

const DATA_DERIVED: ReadonlySet<string> = new Set(['error', 'typeBeforeError']);
const VALIDATION_DERIVED: ReadonlySet<string> = new Set(['configurationError']);

/** Checks a cell's data; the engine's own fields (error, typeBeforeError) are dropped. */
export function readCellData(value: unknown, parent: string, key: string): CellData {
  const raw = checkRecord(value, parent, key);
  const path = at(parent, key);
  let derived = false;
  let validation: CellValidation | undefined;
  for (const field in raw) {
    const item = raw[field];
    switch (field) {
      case 'type': checkOneOf(item, CELL_TYPES, path, field); break;
      case 'format': checkString(item, SHORT, path, field); break;
      case 'imageUrl': checkString(item, TEXT, path, field); break;
      case 'formatsByType': checkFormatsByType(item, path, field); break;
      case 'validation': validation = readValidation(item, path, field); break;
      case 'error': case 'typeBeforeError': derived = true; break;
      default: unknownField(path, field);
    }
  }
  if (!derived && (validation === undefined || validation === raw.validation)) return raw as CellData;
  const copy = withoutDerived(raw, DATA_DERIVED);
  if (validation !== undefined) copy.validation = validation;
  return copy as CellData;
}

function checkFormatsByType(value: unknown, parent: string, key: string): void {
  const raw = checkRecord(value, parent, key);
  const path = at(parent, key);
  for (const type in raw) {
    if (!(CELL_TYPES as readonly string[]).includes(type)) unknownField(path, type);
    checkString(raw[type], SHORT, path, type);
  }
}

function readValidation(value: unknown, parent: string, key: string): CellValidation {
  const raw: JsonRecord = checkRecord(value, parent, key);
  const path = at(parent, key);
  let derived = false;
  for (const field in raw) {
    const item = raw[field];
    switch (field) {
      case 'type': checkOneOf(item, VALIDATION_TYPES, path, field); break;
      case 'input1': case 'input2': case 'helpText': checkString(item, TEXT, path, field); break;
      case 'showHelpText': checkBoolean(item, path, field); break;
      case 'configurationError': derived = true; break;
      default: unknownField(path, field);
    }
  }
  if (!('type' in raw)) checkOneOf(undefined, VALIDATION_TYPES, path, 'type');
  return (derived ? withoutDerived(raw, VALIDATION_DERIVED) : raw) as unknown as CellValidation;
}
