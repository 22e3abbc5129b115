import ExcelJS from 'exceljs';
import { dateSystemOf, type Workbook } from '../../workbook/index.js';
import { calcPrFromCalculation } from './calculation.js';
import { withFutureFunctionPrefixes } from './future-functions.js';

/** What ExcelJS's writers append their parts to. */
interface Appender {
  append(data: unknown, options: { name: string }): unknown;
}

/**
 * Writes into xl/workbook.xml what ExcelJS cannot: named formulas (its defined names are ranges only),
 * Excel's iterative calculation (its calcPr has no such attributes) and the 1904 date system (its
 * streaming writer always writes the 1900 system). The part is rewritten as the writer appends it to its
 * zip, whichever writer it is.
 */
export function writeWorkbookExtras(book: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter, workbook: Workbook): void {
  const names = namedFormulas(workbook);
  const calcPr = calcPrFromCalculation(workbook.settings.calculation);
  const date1904 = dateSystemOf(workbook) === 1904;
  if (names.length === 0 && Object.keys(calcPr).length === 0 && !date1904) return;
  const rewrite = (xml: string) => withDateSystem(withCalcPr(withNames(xml, names), calcPr), date1904);
  if (book instanceof ExcelJS.Workbook) {
    const xlsx = book.xlsx as unknown as { addWorkbook(zip: Appender, model: unknown): Promise<void> };
    const add = xlsx.addWorkbook.bind(xlsx);
    xlsx.addWorkbook = (zip, model) => add(rewriting(zip, rewrite), model);
  } else {
    const zip = (book as unknown as { zip: Appender }).zip;
    const append = zip.append.bind(zip);
    zip.append = (data, options) => append(isWorkbookPart(data, options) ? rewrite(data) : data, options);
  }
}

function rewriting(zip: Appender, rewrite: (xml: string) => string): Appender {
  return { append: (data, options) => zip.append(isWorkbookPart(data, options) ? rewrite(data) : data, options) };
}

function isWorkbookPart(data: unknown, options: { name: string }): data is string {
  return typeof data === 'string' && options.name.replace(/^\//, '') === 'xl/workbook.xml';
}

/** `<definedName name="week">_xlfn.LAMBDA(...)</definedName>`, with Excel's storage prefixes. */
function namedFormulas(workbook: Workbook): string[] {
  return Object.values(workbook.namedRangesById)
    .filter((named) => named.formula !== undefined)
    .map((named) => `<definedName name="${escapeXml(named.name)}">${escapeXml(withFutureFunctionPrefixes(named.formula!))}</definedName>`);
}

/** Defined names go in `<definedNames>`, which comes just before `<calcPr>` in a workbook part. */
function withNames(xml: string, names: readonly string[]): string {
  if (names.length === 0) return xml;
  if (xml.includes('</definedNames>')) return xml.replace('</definedNames>', `${names.join('')}</definedNames>`);
  const at = xml.search(/<calcPr\b|<\/workbook>/);
  return at < 0 ? xml : `${xml.slice(0, at)}<definedNames>${names.join('')}</definedNames>${xml.slice(at)}`;
}

function withCalcPr(xml: string, attributes: Readonly<Record<string, string>>): string {
  const text = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeXml(value)}"`).join('');
  return text === '' ? xml : xml.replace(/<calcPr\b/, `<calcPr${text}`);
}

/** Serials are written as the numbers they are; workbookPr's date1904 says how Excel counts them. */
function withDateSystem(xml: string, date1904: boolean): string {
  if (!date1904) return xml;
  return /<workbookPr\b/.test(xml) ? xml.replace(/<workbookPr\b/, '<workbookPr date1904="1"') : xml.replace(/(<workbook\b[^>]*>)/, '$1<workbookPr date1904="1"/>');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
