import ExcelJS from 'exceljs';
import type { ConditionalFormat } from '../../conditional-formats/index.js';
import {
  a1, cellId, type DateSystem, type IdGenerator, type Sheet, type Workbook, workbookOf,
} from '../../workbook/index.js';
import { bookName } from '../book-name.js';
import { FILE_LIMITS, FileImportError } from '../limits.js';
import { ImportReport, type ImportResult } from '../report.js';
import { declaredDimension, inspectZip, peekEntry, streamEntry, type ZipEntry } from '../zip-guard.js';
import { reportCharts } from './charts.js';
import { SheetExtentCounter } from './sheet-extent.js';
import { reportUnkeptParts, SheetExtensionScan } from './unkept-parts.js';
import { VALIDATION_CELLS_TO_CLIP, ValidationAreaCounter } from './validation-areas.js';
import { conditionFromExcel } from './conditional-formats.js';
import { readFormulaKinds } from './formula-kinds.js';
import { importSheet } from './import-sheet.js';
import { loadExcelBook } from './load-book.js';
import { legacyIntersectionsFor, SheetFormulas } from './sheet-formulas.js';
import { parseRangeText, type RangeText } from './range-text.js';
import { calculationFromCalcPr } from './calculation.js';
import { importNames } from './defined-names.js';
import { reportExternalFormulas } from './external-links.js';
import { readWorkbookXml } from './workbook-xml.js';
import { importTables } from './tables.js';
import { AutoFilterScan } from './auto-filter-scan.js';
import { type FilterSource, importFilters } from './auto-filters.js';
import { worksheetParts } from './package-parts.js';

/** Reads an .xlsx workbook into a template, with a report of what could not be carried over. */
export async function importXlsx(bytes: Uint8Array, fileName: string, ids: IdGenerator): Promise<ImportResult<Workbook>> {
  if (bytes.length > FILE_LIMITS.maxFileBytes) throw new FileImportError(`${fileName} is larger than ${FILE_LIMITS.maxFileBytes / 1024 / 1024} MB.`);
  const scan = { extensions: new SheetExtensionScan(), validations: new ValidationAreaCounter(), autoFilters: new AutoFilterScan() };
  const entries = await checkDeclaredSizes(bytes, fileName, scan);
  const report = new ImportReport();
  const book = await loadExcelBook(bytes, fileName, entries, report, { clipValidations: scan.validations.cells > VALIDATION_CELLS_TO_CLIP });
  reportCharts(entries, report);
  reportUnkeptParts(entries, report);
  scan.extensions.report(report);
  const workbookXml = await readWorkbookXml(bytes, entries);
  const definedNames = workbookXml.definedNames;
  const dateSystem: DateSystem = book.properties.date1904 ? 1904 : 1900;
  // What the sheets' XML says of their formulas that ExcelJS drops: array areas, dynamic-array flags (sheet-formulas.ts).
  const formulaKinds = await readFormulaKinds(bytes, entries);
  const legacy = legacyIntersectionsFor(definedNames);
  let cells = 0;
  const sheets = book.worksheets.map((ws) =>
    importSheet(ws, {
      book,
      ids,
      report,
      dateSystem,
      isName: (name) => definedNames.some((n) => n.name.toLowerCase() === name.toLowerCase()),
      formulas: new SheetFormulas(formulaKinds.get(ws.name), legacy),
      countCell: () => {
        if (++cells > FILE_LIMITS.maxCells) throw new FileImportError(`${fileName} has more than ${FILE_LIMITS.maxCells.toLocaleString('en-US')} cells.`);
      },
    }),
  );
  if (!sheets.length) throw new FileImportError(`${fileName} has no sheets.`);
  const conditionalFormatsById = importConditionalFormats(book, sheets, ids, report);
  await reportExternalFormulas(bytes, entries, sheets, report);
  const namedRangesById = importNames(definedNames, sheets, workbookXml.sheetNames, ids, report);
  const tables = await importTables(bytes, entries, sheets, new Set(Object.values(namedRangesById).map((named) => named.name)), ids, report);
  const filters = await filterSources(bytes, entries, tables.sheets, scan.autoFilters, tables.filters);
  return {
    workbook: workbookOf(bookName(fileName), importFilters(tables.sheets, filters, report), {
      namedRangesById,
      conditionalFormatsById,
      settings: { calculation: calculationFromCalcPr(workbookXml.calcPr), ...(dateSystem === 1904 ? { dateSystem } : {}) },
      ...(Object.keys(tables.tablesById).length > 0 ? { tablesById: tables.tablesById } : {}),
    }),
    report: report.toLines(),
  };
}

/** What the size check's reading of each sheet notices besides its size. */
interface SheetScan {
  readonly extensions: SheetExtensionScan;
  readonly validations: ValidationAreaCounter;
  readonly autoFilters: AutoFilterScan;
}

/** Each sheet's autoFilter elements by sheet id: the sheet's own first, then its tables'. */
async function filterSources(
  bytes: Uint8Array, entries: readonly ZipEntry[], sheets: readonly Sheet[], scanned: AutoFilterScan, ofTables: ReadonlyMap<string, readonly FilterSource[]>,
): Promise<Map<string, FilterSource[]>> {
  const sources = new Map<string, FilterSource[]>();
  const byName = new Map(sheets.map((sheet) => [sheet.name.toLowerCase(), sheet]));
  for (const { name, part } of await worksheetParts(bytes, entries)) {
    const sheet = byName.get(name.toLowerCase());
    const own = scanned.of(part);
    if (sheet && own) sources.set(sheet.id, [{ xml: own }]);
  }
  for (const [sheetId, filters] of ofTables) sources.set(sheetId, [...(sources.get(sheetId) ?? []), ...filters]);
  return sources;
}

/** Refuses zip bombs and sheets that declare more rows or cells than the limits, before inflating them. */
async function checkDeclaredSizes(bytes: Uint8Array, fileName: string, scan: SheetScan): Promise<ZipEntry[]> {
  const entries = inspectZip(bytes, fileName);
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) {
    throw new FileImportError(`${fileName} is not an Excel workbook: it has no xl/workbook.xml.`);
  }
  let cells = 0;
  for (const entry of entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))) {
    const dimension = declaredDimension(await peekEntry(bytes, entry, 4096));
    if (!dimension) continue;
    if (dimension.rows > FILE_LIMITS.maxRowsPerSheet) {
      throw new FileImportError(`${fileName} has a sheet of ${dimension.rows.toLocaleString('en-US')} rows; at most ${FILE_LIMITS.maxRowsPerSheet.toLocaleString('en-US')} can be imported.`);
    }
    cells += dimension.rows * dimension.columns;
  }
  // The declared area is an upper bound of the cells; only refuse when even a sparse sheet could not fit.
  if (cells > FILE_LIMITS.maxCells * 50) throw new FileImportError(`${fileName} is too large to import.`);
  await checkActualSizes(bytes, fileName, entries, scan);
  return entries;
}

/**
 * A dimension may be missing or lie: each sheet's XML is also read as a stream, counting rows and cells,
 * and reading stops at the first one past the limits. Parsing a 689k-row sheet whole before refusing it
 * took 42 s and 3.3 GB; this costs reading up to the limit, a chunk at a time.
 */
async function checkActualSizes(bytes: Uint8Array, fileName: string, entries: readonly ZipEntry[], scan: SheetScan): Promise<void> {
  let cells = 0;
  for (const entry of entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))) {
    const counter = new SheetExtentCounter(FILE_LIMITS.maxRowsPerSheet, FILE_LIMITS.maxCells - cells);
    scan.autoFilters.start(entry.name);
    await streamEntry(bytes, entry, (text) => {
      scan.extensions.add(text);
      scan.autoFilters.add(text);
      scan.validations.add(text);
      return counter.add(text);
    });
    const { lastRow } = counter.extent;
    if (lastRow > FILE_LIMITS.maxRowsPerSheet) {
      throw new FileImportError(`${fileName} has a sheet of more than ${FILE_LIMITS.maxRowsPerSheet.toLocaleString('en-US')} rows; at most ${FILE_LIMITS.maxRowsPerSheet.toLocaleString('en-US')} can be imported.`);
    }
    cells += counter.extent.cells;
    if (cells > FILE_LIMITS.maxCells) throw new FileImportError(`${fileName} has more than ${FILE_LIMITS.maxCells.toLocaleString('en-US')} cells.`);
  }
}

function importConditionalFormats(book: ExcelJS.Workbook, sheets: readonly Sheet[], ids: IdGenerator, report: ImportReport): Record<string, ConditionalFormat> {
  const out: Record<string, ConditionalFormat> = {};
  let order = 0;
  book.worksheets.forEach((ws, index) => {
    const sheet = sheets[index];
    for (const block of conditionalFormattingsOf(ws)) {
      // A damaged file may carry a block without its range or rules: it has nothing to keep.
      const written = (typeof block.ref === 'string' ? block.ref.split(/\s+/) : []).map(parseRangeText).filter((a): a is RangeText => a !== undefined);
      const rules = [...(Array.isArray(block.rules) ? block.rules : [])].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
      const topLeft = written.length ? a1(written[0].top, written[0].left) : 'A1';
      // A format may cover columns or rows past the last cell; what starts there covers no cell of the sheet.
      const areas = written.filter((area) => area.top < sheet.rowIds.length && area.left < sheet.columnIds.length);
      if (areas.length < written.length && rules.length > 0) report.add('Conditional formatting', 'formatting of cells past the last used row or column is not kept', ws.name);
      if (areas.length === 0) continue;
      for (const rule of rules) {
        const mapped = conditionFromExcel(rule, topLeft);
        if (typeof mapped === 'string') {
          report.add('Conditional formatting', `${mapped} are not supported`, ws.name);
          continue;
        }
        const id = ids.entityId();
        out[id] = {
          id,
          order: order++,
          ranges: areas.map((area, sortOrder) => ({
            id: ids.entityId(),
            sheetId: sheet.id,
            fromCellId: cellId(sheet.columnIds[area.left], sheet.rowIds[area.top]),
            toCellId: cellId(sheet.columnIds[Math.min(area.right, sheet.columnIds.length - 1)], sheet.rowIds[Math.min(area.bottom, sheet.rowIds.length - 1)]),
            sortOrder,
          })),
          ...mapped,
        };
      }
    }
  });
  return out;
}

/** ExcelJS reads conditional formatting into a property its type declarations leave out. */
function conditionalFormattingsOf(ws: ExcelJS.Worksheet): readonly ExcelJS.ConditionalFormattingOptions[] {
  return (ws as unknown as { conditionalFormattings?: ExcelJS.ConditionalFormattingOptions[] }).conditionalFormattings ?? [];
}
