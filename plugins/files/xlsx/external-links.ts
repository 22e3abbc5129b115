import { tokenize } from '../../formulas/parser/index.js';
import { type CellValue, iterateCells, type Sheet } from '../../workbook/index.js';
import type ExcelJS from 'exceljs';
import { excelErrorCode } from './error-codes.js';
import type { ImportReport } from '../report.js';
import { peekEntry, type ZipEntry } from '../zip-guard.js';
import { attributes, decodeXml } from './workbook-xml.js';

/**
 * Formulas reading another workbook (`=[1]Feuil8!A1`, Excel's links, whose books are listed in
 * xl/externalLinks/externalLinkN.xml) keep the value Excel cached for them: the engine does not compute
 * them (shape.ts), and the import report says which cells and books. That report line, with the formula
 * text itself (its `[n]`), is how a cell is known to take its value from another file; nothing is added
 * to the model. On export they are written as their values (what Excel's Break Link does), since the
 * links are not written back.
 */
export async function reportExternalFormulas(bytes: Uint8Array, entries: readonly ZipEntry[], sheets: readonly Sheet[], report: ImportReport): Promise<void> {
  const books = await linkedBooks(bytes, entries);
  for (const sheet of sheets) {
    for (const [, , cell] of iterateCells(sheet)) {
      if (!cell.formula || !readsOtherBook(cell.formula)) continue;
      report.add('Links to other workbooks', `formulas reading ${describe(cell.formula, books)} keep the values Excel cached`, sheet.name);
    }
  }
}

/** A formula reading another workbook, written as its value (Excel's Break Link): an error as an error. */
export function linkedValue(value: CellValue | undefined): ExcelJS.CellValue {
  const error = typeof value === 'string' ? excelErrorCode(value) : undefined;
  return error ? { error } : (value ?? null);
}

/** Whether formula text reads another workbook (`[1]Sheet!A1`, `'[Budget.xlsx]Sheet 1'!B2`). */
export function readsOtherBook(formula: string): boolean {
  return formula.includes('[') && tokenize(formula).some((token) => token.kind === 'external');
}

/** The books a formula reads, by the names their links give (`[1]` is the first link's book). */
function describe(formula: string, books: readonly string[]): string {
  const named = new Set<string>();
  for (const token of tokenize(formula)) {
    if (token.kind !== 'external') continue;
    const index = /^'?\[(\d+)\]/.exec(token.text)?.[1];
    named.add(index !== undefined ? (books[Number(index) - 1] ?? `link ${index}`) : (/\[([^\]]+)\]/.exec(token.text)?.[1] ?? 'another workbook'));
  }
  return [...named].join(', ');
}

/** The file each external link points at, in link order (its relationship's target, or its first sheet's name). */
async function linkedBooks(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<string[]> {
  const links = entries.filter((e) => /^xl\/externalLinks\/externalLink\d+\.xml$/.test(e.name)).sort((a, b) => linkNumber(a.name) - linkNumber(b.name));
  const books: string[] = [];
  for (const link of links) {
    const rels = entries.find((e) => e.name === link.name.replace(/externalLinks\//, 'externalLinks/_rels/') + '.rels');
    const relsXml = rels ? await peekEntry(bytes, rels, rels.uncompressedSize) : '';
    const target = [...relsXml.matchAll(/<Relationship\b([^>]*)\/?>/g)].map((m) => attributes(m[1]).Target).find((t) => t !== undefined);
    const linkXml = await peekEntry(bytes, link, Math.min(link.uncompressedSize, 64 * 1024));
    const firstSheet = /<sheetName\b[^>]*\bval="([^"]*)"/.exec(linkXml)?.[1];
    books.push(target ? fileName(target) : firstSheet ? decodeXml(firstSheet) : 'another workbook');
  }
  return books;
}

/** A link's target as a person reads it: `file:///C:/My%20Books/Budget.xlsx` is `C:/My Books/Budget.xlsx`. */
function fileName(target: string): string {
  const path = target.replace(/^file:\/{0,3}/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function linkNumber(name: string): number {
  return Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);
}
