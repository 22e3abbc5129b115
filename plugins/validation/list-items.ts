import type { Engine } from '../formulas/engine/index.js';
import { tokenize } from '../formulas/parser/index.js';
import { findSheet, resolveNamedRange, type SheetArea } from '../names/index.js';
import type { CellValidation, Workbook } from '../workbook/index.js';
import { displayText } from '../formulas/index.js';

/** A list longer than this is read only this far: a dropdown of more would be unusable anyway. */
const MAX_LIST_ITEMS = 10_000;

/** 'A1:A5', 'Sheet2!A1:A5' or '=A1:A5': the area of a list_range validation, on `sheetId` by default. */
function rangeArea(text: string, workbook: Workbook, sheetId: string): SheetArea | undefined {
  const ref = tokenize(`=${text.trim().replace(/^=/, '')}`).find((t) => t.kind === 'ref')?.ref;
  if (!ref) return undefined;
  const sheet = ref.sheet === undefined ? workbook.sheetsById[sheetId] : findSheet(workbook, ref.sheet);
  if (!sheet) return undefined;
  const to = ref.to ?? ref.from;
  const last = { row: sheet.rowIds.length - 1, col: sheet.columnIds.length - 1 };
  const rows = [ref.from.row ?? 0, to.row ?? last.row];
  const cols = [ref.from.col ?? 0, to.col ?? last.col];
  return { sheetId: sheet.id, top: Math.min(...rows), bottom: Math.min(last.row, Math.max(...rows)), left: Math.min(...cols), right: Math.min(last.col, Math.max(...cols)) };
}

/** The area of a valid named range, found by name (case-insensitively). */
function namedArea(name: string, workbook: Workbook): SheetArea | undefined {
  const wanted = name.trim().toLowerCase();
  const range = Object.values(workbook.namedRangesById).find((r) => r.name.toLowerCase() === wanted);
  return range && resolveNamedRange(workbook, range);
}

/**
 * The items of a list validation: a list_input's comma-separated entries, or the shown values of a
 * list_range or list_named_range validation's cells (empty ones left out). Undefined when it is not a
 * list, or its range or name cannot be found (a configuration error, under which entries pass).
 */
export function listItems(validation: CellValidation, workbook: Workbook, sheetId: string, engine: Engine): string[] | undefined {
  const input = validation.input1 ?? '';
  if (validation.type === 'list_input') return input.split(',').map((item) => item.trim()).filter((item) => item !== '');
  const area = validation.type === 'list_range' ? rangeArea(input, workbook, sheetId) : validation.type === 'list_named_range' ? namedArea(input, workbook) : undefined;
  if (!area) return undefined;
  const items: string[] = [];
  for (let row = area.top; row <= area.bottom && items.length < MAX_LIST_ITEMS; row++) {
    for (let col = area.left; col <= area.right && items.length < MAX_LIST_ITEMS; col++) {
      const text = displayText(engine.getValue(area.sheetId, row, col), undefined).text;
      if (text !== '') items.push(text);
    }
  }
  return items;
}
