import ExcelJS from 'exceljs';
import { FileImportError } from '../limits.js';
import { ImportReport } from '../report.js';
import type { ZipEntry } from '../zip-guard.js';
import { RepairablePackage } from './repairable-package.js';
import { clipValidationAreas } from './validation-areas.js';
import { mendPackage, repairPackage, sheetNameOf, worksheetParts } from './package-repairs.js';

export interface LoadOptions {
  /** Cut data validation areas to the cells of their sheet first (validation-areas.ts). */
  readonly clipValidations: boolean;
}

/** Parts that can go when nothing else lets ExcelJS read the book, least missed first, each reported. */
interface PartGroup {
  readonly feature: string;
  readonly detail: string;
  readonly parts: RegExp;
}

const OPTIONAL_GROUPS: readonly PartGroup[] = [
  { feature: 'Notes', detail: 'the notes could not be read and are not kept', parts: /^xl\/(comments\d*\.xml|threadedComments\/|persons\/|drawings\/vmlDrawing)/ },
  { feature: 'Images', detail: 'the pictures could not be read and are not kept', parts: /^xl\/(drawings\/(?!vmlDrawing)|media\/)/ },
  { feature: 'Tables', detail: 'the tables could not be read; their cells are kept as plain cells', parts: /^xl\/tables\// },
  { feature: 'Formats', detail: 'the cell formats could not be read and are not kept', parts: /^xl\/(styles\.xml|theme\/)/ },
];

/**
 * Reads a workbook package with ExcelJS. ExcelJS refuses a whole book for one part it does not expect,
 * so a refusal is not the end: the package is repaired where ExcelJS is known to fail (package-repairs.ts)
 * and read again; failing that, optional parts (notes, pictures, tables, formats) are left out, then the
 * sheets that cannot be read on their own. What is left out is reported; only a book of which nothing
 * can be read is refused.
 */
export async function loadExcelBook(bytes: Uint8Array, fileName: string, entries: readonly ZipEntry[], report: ImportReport, options: LoadOptions): Promise<ExcelJS.Workbook> {
  const clipped = options.clipValidations ? await RepairablePackage.read(bytes, entries) : undefined;
  if (clipped) for (const name of worksheetParts(clipped)) clipped.edit(name, clipValidationAreas);
  const first = await attempt(clipped ? clipped.zip() : bytes);
  const hasSheetParts = entries.some((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name));
  if (first instanceof ExcelJS.Workbook && (first.worksheets.length > 0 || !hasSheetParts)) return first;
  const repairs = new ImportReport();
  const repaired = clipped ?? (await RepairablePackage.read(bytes, entries));
  repairPackage(repaired, repairs);
  const loaded = (await loads(repaired)) ?? (await withoutOptionalParts(repaired, repairs));
  if (loaded && loaded.worksheets.length > 0) {
    report.merge(repairs);
    return loaded;
  }
  if (first instanceof ExcelJS.Workbook) return first;
  throw new FileImportError(`${fileName} is damaged or not an Excel workbook (${first.message}).`);
}

/** The book, or ExcelJS's error; never throws. */
async function attempt(bytes: Uint8Array): Promise<ExcelJS.Workbook | Error> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    return book;
  } catch (error) {
    return error instanceof Error ? error : new Error('unreadable');
  }
}

async function loads(parts: RepairablePackage): Promise<ExcelJS.Workbook | undefined> {
  const book = await attempt(parts.zip());
  return book instanceof ExcelJS.Workbook ? book : undefined;
}

/** The package without some parts, and without the references to them. */
function without(parts: RepairablePackage, leaveOut: (name: string) => boolean): RepairablePackage {
  const out = parts.copy();
  for (const name of out.names()) if (leaveOut(name)) out.remove(name);
  mendPackage(out);
  return out;
}

/** Optional parts one group at a time, then all of them, then the sheets that cannot be read alone. */
async function withoutOptionalParts(parts: RepairablePackage, report: ImportReport): Promise<ExcelJS.Workbook | undefined> {
  for (const group of OPTIONAL_GROUPS) {
    if (!parts.names().some((name) => group.parts.test(name))) continue;
    const book = await loads(without(parts, (name) => group.parts.test(name)));
    if (book) {
      report.add(group.feature, group.detail);
      return book;
    }
  }
  const present = OPTIONAL_GROUPS.filter((group) => parts.names().some((name) => group.parts.test(name)));
  const optional = (name: string) => present.some((group) => group.parts.test(name));
  const reportGroups = () => {
    for (const group of present) report.add(group.feature, group.detail);
  };
  const bare = without(parts, optional);
  const book = await loads(bare);
  if (book) reportGroups();
  return book ?? withoutUnreadableSheets(parts, bare, optional, reportGroups, report);
}

/**
 * The sheets that cannot be read on their own (tried without the optional parts), left out: with the
 * optional parts when the rest then reads, else without them too.
 */
async function withoutUnreadableSheets(parts: RepairablePackage, bare: RepairablePackage, optional: (name: string) => boolean, reportGroups: () => void, report: ImportReport): Promise<ExcelJS.Workbook | undefined> {
  const sheets = worksheetParts(bare);
  const unreadable: string[] = [];
  for (const sheet of sheets) {
    if (!(await loads(without(bare, (name) => name !== sheet && sheets.includes(name))))) unreadable.push(sheet);
  }
  if (unreadable.length === 0 || unreadable.length === sheets.length) return undefined;
  const bad = (name: string) => unreadable.includes(name);
  let book = await loads(without(parts, bad));
  if (!book) {
    book = await loads(without(parts, (name) => bad(name) || optional(name)));
    if (book) reportGroups();
  }
  if (book) for (const sheet of unreadable) report.add('Sheets', 'the sheet could not be read and is not imported', sheetNameOf(parts, sheet) ?? sheet);
  return book;
}
