import { a1 } from '../../workbook/index.js';
import { parseRangeText } from './range-text.js';

/**
 * Data validation areas reaching far past a sheet's cells. Excel applies a validation to whole columns
 * (a table column's validation, `G2:G1048576`), and ExcelJS keeps one entry per cell of each area: a
 * million entries and seconds per column, and out of memory for a validation of the whole sheet. Only
 * cells that exist take a validation on import, so the areas are cut to the cells the sheet holds first.
 */

/** Cells of validation areas past which the areas are cut before ExcelJS reads the sheet. */
export const VALIDATION_CELLS_TO_CLIP = 100_000;

/**
 * Counts the cells of a worksheet's `<dataValidation sqref="...">` areas from chunks of its XML; a tag
 * split between two chunks is completed by the next.
 */
export class ValidationAreaCounter {
  private carry = '';
  cells = 0;

  add(chunk: string): void {
    const text = this.carry + chunk;
    const open = text.lastIndexOf('<');
    const complete = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
    for (const [, areas] of text.slice(0, complete).matchAll(/<dataValidation\b[^>]*?\bsqref="([^"]*)"/g)) this.cells += areaCells(areas);
    this.carry = text.slice(complete);
  }
}

function areaCells(areas: string): number {
  let cells = 0;
  for (const token of areas.split(/\s+/)) {
    const area = parseRangeText(token);
    if (area) cells += (area.bottom - area.top + 1) * (area.right - area.left + 1);
  }
  return cells;
}

/** A worksheet's XML with its validation areas cut to the rows and columns its cells reach. */
export function clipValidationAreas(xml: string): string {
  if (!xml.includes('<dataValidation')) return xml;
  let lastRow = 0;
  let lastColumn = 0;
  for (const [, reference] of xml.matchAll(/<c\b[^>]*?\br="([A-Z]+\d+)"/g)) {
    const cell = parseRangeText(reference);
    if (!cell) continue;
    if (cell.top > lastRow) lastRow = cell.top;
    if (cell.left > lastColumn) lastColumn = cell.left;
  }
  return xml.replace(/<dataValidation\b([^>]*?)\bsqref="([^"]*)"([^>]*?)(\/>|>[\s\S]*?<\/dataValidation>)/g, (_, before: string, areas: string, after: string, rest: string) => {
    const kept = areas.split(/\s+/).flatMap((token) => {
      const area = parseRangeText(token);
      if (!area) return [];
      if (area.top > lastRow || area.left > lastColumn) return [];
      const bottom = Math.min(area.bottom, lastRow);
      const right = Math.min(area.right, lastColumn);
      return [`${a1(area.top, area.left)}:${a1(bottom, right)}`];
    });
    return kept.length ? `<dataValidation${before}sqref="${kept.join(' ')}"${after}${rest}` : '';
  });
}
