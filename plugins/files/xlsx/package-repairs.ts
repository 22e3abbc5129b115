import type { ImportReport } from '../report.js';
import type { RepairablePackage } from './repairable-package.js';

/**
 * Repairs of a workbook package that ExcelJS refused, each for one way a book Excel opens makes
 * ExcelJS throw (and so the whole import fail). They change only what ExcelJS cannot read, and report
 * what is lost by it; the rest of the book is then read as usual.
 */
export function repairPackage(parts: RepairablePackage, report: ImportReport): void {
  dropMetadata(parts);
  for (const name of parts.names()) if (/\.(xml|rels)$/.test(name)) parts.edit(name, withoutMainPrefix);
  for (const name of parts.names()) if (name.endsWith('.rels')) parts.edit(name, onlyRelationships);
  parts.edit('xl/sharedStrings.xml', onlySharedStrings);
  for (const name of tableParts(parts)) keepReadableTableFilters(parts, name, report);
  for (const name of worksheetParts(parts)) dropCellsPastTheGrid(parts, name, report);
  relateSheetsByOrder(parts, report);
  mendPackage(parts);
}

/** What a package needs after parts were taken out of it: no references to them, and a styles part. */
export function mendPackage(parts: RepairablePackage): void {
  addMissingStyles(parts);
  dropDanglingReferences(parts);
}

export const worksheetParts = (parts: RepairablePackage): string[] => parts.names().filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
const tableParts = (parts: RepairablePackage): string[] => parts.names().filter((name) => /^xl\/tables\/table\d+\.xml$/.test(name));

/**
 * The document properties (author, dates) are not imported, and ExcelJS refuses a properties part with
 * an element it does not know (older Excel versions and other writers add some).
 */
function dropMetadata(parts: RepairablePackage): void {
  for (const name of parts.names()) if (name.startsWith('docProps/')) parts.remove(name);
}

/**
 * The namespaces of SpreadsheetML's main elements (today's, ISO strict, and those of the betas of Excel
 * 2007) and of package relationships. ExcelJS matches element names and ignores namespaces, so a writer
 * that gives one a prefix (`<x:row>`) hides every element from it.
 */
const PREFIXABLE_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  'http://purl.oclc.org/ooxml/spreadsheetml/main',
  'http://schemas.microsoft.com/office/excel/2006/2',
  'http://schemas.openxmlformats.org/spreadsheetml/2006/5/main',
  'http://schemas.openxmlformats.org/spreadsheetml/2006/7/main',
  'http://schemas.openxmlformats.org/package/2006/relationships',
]);

function withoutMainPrefix(xml: string): string {
  let out = xml;
  for (const [, prefix, namespace] of xml.matchAll(/xmlns:([A-Za-z_][\w.-]*)="([^"]*)"/g)) {
    if (!PREFIXABLE_NAMESPACES.has(namespace)) continue;
    out = out.replace(new RegExp(`<(/?)${prefix.replace(/\./g, '\\.')}:`, 'g'), '<$1');
  }
  return out;
}

/** A relationships part holds Relationship elements only; ExcelJS refuses anything else there. */
function onlyRelationships(xml: string): string {
  return relationshipsPart(xml.match(/<Relationship\b[^>]*?\/>/g) ?? []);
}

function relationshipsPart(relationships: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`;
}

/** The shared strings table's strings; ExcelJS refuses other elements there (an extension list). */
function onlySharedStrings(xml: string): string {
  const root = /<sst\b[^>]*?>/.exec(xml);
  if (!root) return xml;
  const strings = xml.match(/<si\b[^>]*?(?:\/>|>[\s\S]*?<\/si>)/g) ?? [];
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${root[0]}${strings.join('')}</sst>`;
}

/**
 * A table's filter keeps its lists of values and its custom conditions; ExcelJS refuses the others
 * (by icon, by colour, dynamic, top 10) and a sort order stored with the filter. Those are dropped for
 * ExcelJS: the table and its data are read. The filter's import (auto-filters.ts) reads the table's
 * own part and reports a filter it cannot keep; a lost sort order is reported here.
 */
function keepReadableTableFilters(parts: RepairablePackage, name: string, report: ImportReport): void {
  const tableName = /<table\b[^>]*?\bdisplayName="([^"]*)"/.exec(parts.text(name) ?? '')?.[1] ?? name;
  parts.edit(name, (xml) =>
    xml.replace(/<autoFilter\b([^>]*?)>([\s\S]*?)<\/autoFilter>/, (_, attributes: string, inner: string) => {
      const kept: string[] = [];
      for (const [element, tag] of inner.matchAll(/<([\w:]+)\b[^>]*?(?:\/>|>[\s\S]*?<\/\1>)/g)) {
        const unreadable = tag === 'filterColumn' ? [...element.matchAll(/<([\w:]+)/g)].map((m) => m[1]).find((t) => !READABLE_FILTER_TAGS.has(t)) : tag;
        if (unreadable === undefined) kept.push(element);
        else if (unreadable === 'sortState') report.add('Filters', `the sort order stored with the filter of table ${tableName} is not kept`);
      }
      return `<autoFilter${attributes}>${kept.join('')}</autoFilter>`;
    }),
  );
}

const READABLE_FILTER_TAGS = new Set(['filterColumn', 'filters', 'filter', 'customFilters', 'customFilter']);

/** Excel's grid ends at column XFD (16,384); ExcelJS refuses a cell past it. */
const LAST_COLUMN = 16_384;

function dropCellsPastTheGrid(parts: RepairablePackage, name: string, report: ImportReport): void {
  let dropped = 0;
  parts.edit(name, (xml) =>
    xml.replace(/<c\b[^>]*?\br="([A-Z]{3,})\d+"[^>]*?(?:\/>|>[\s\S]*?<\/c>)/g, (cell, letters: string) => {
      if (columnNumber(letters) <= LAST_COLUMN) return cell;
      dropped++;
      return '';
    }),
  );
  if (dropped) report.add('Cells', `${dropped} ${dropped === 1 ? 'cell' : 'cells'} past column XFD, the last of Excel's grid, ${dropped === 1 ? 'is' : 'are'} not kept`, sheetNameOf(parts, name));
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + ch.charCodeAt(0) - 64;
  return n;
}

const MINIMAL_STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
  + '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills>'
  + '<borders count="1"><border/></borders><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellXfs></styleSheet>';

/**
 * Early and minimal writers leave the styles part out, or its differential formats (the looks of
 * conditional formats and table columns); ExcelJS then fails on the first rule or column that names one.
 */
function addMissingStyles(parts: RepairablePackage): void {
  if (!parts.has('xl/styles.xml')) parts.setText('xl/styles.xml', MINIMAL_STYLES);
  parts.edit('xl/styles.xml', (xml) => (/<dxf\b/.test(xml) ? xml : xml.replace(/<\/styleSheet>\s*$/, '<dxfs count="1"><dxf/></dxfs></styleSheet>')));
}

/**
 * Without the workbook's relationships ExcelJS finds no sheet at all. When they are missing or name no
 * worksheet, the sheets the workbook lists are given its worksheet parts in order, as Excel numbers them.
 */
function relateSheetsByOrder(parts: RepairablePackage, report: ImportReport): void {
  const rels = parts.text('xl/_rels/workbook.xml.rels') ?? '';
  if (/Target="[^"]*worksheets\//.test(rels)) return;
  const sheetIds = [...(parts.text('xl/workbook.xml') ?? '').matchAll(/<sheet\b[^>]*?\b\w+:id="([^"]+)"/g)].map((m) => m[1]);
  const sheets = worksheetParts(parts).sort((a, b) => sheetNumber(a) - sheetNumber(b));
  if (sheetIds.length === 0 || sheets.length === 0) return;
  const relationships = sheetIds.slice(0, sheets.length).map((id, i) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="${sheets[i].slice('xl/'.length)}"/>`);
  const others = (rels.match(/<Relationship\b[^>]*?\/>/g) ?? []).filter((rel) => !sheetIds.some((id) => rel.includes(`Id="${id}"`)));
  parts.setText('xl/_rels/workbook.xml.rels', relationshipsPart([...others, ...relationships]));
  report.add('Sheets', "the workbook's list of its parts is missing or incomplete; its sheets were matched to their parts in order");
}

const sheetNumber = (name: string): number => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);

/**
 * ExcelJS follows every relationship of a sheet without checking it leads somewhere: one to a missing
 * part (comments, drawings, tables), or a reference to a relationship that is not there, throws. Both
 * are removed; what they pointed at does not exist anyway.
 */
function dropDanglingReferences(parts: RepairablePackage): void {
  for (const relsName of parts.names().filter((name) => name.endsWith('.rels'))) {
    const folder = relsName.replace(/_rels\/[^/]+\.rels$/, '');
    parts.edit(relsName, (xml) =>
      xml.replace(/<Relationship\b[^>]*?\/>/g, (rel) => {
        if (/\bTargetMode="External"/.test(rel)) return rel;
        const target = /\bTarget="([^"]*)"/.exec(rel)?.[1];
        return target !== undefined && parts.has(resolvePart(folder, target)) ? rel : '';
      }),
    );
  }
  for (const sheet of worksheetParts(parts)) {
    const rels = parts.text(sheet.replace(/([^/]+)$/, '_rels/$1.rels')) ?? '';
    const ids = new Set([...rels.matchAll(/<Relationship\b[^>]*?\bId="([^"]*)"/g)].map((m) => m[1]));
    parts.edit(sheet, (xml) =>
      xml.replace(/<(drawing|legacyDrawing|legacyDrawingHF|tablePart|picture|hyperlink|oleObject|control)\b[^>]*?\b\w+:id="([^"]*)"[^>]*?\/>/g, (element, _tag: string, id: string) =>
        ids.has(id) ? element : ''),
    );
  }
}

/** A relationship's target as a part name: relative to the source's folder, or absolute from the root. */
function resolvePart(folder: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `${folder}${target}`;
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
  }
  try {
    return decodeURIComponent(out.join('/'));
  } catch {
    return out.join('/');
  }
}

/** The name a workbook gives a worksheet part, for the report. */
export function sheetNameOf(parts: RepairablePackage, sheetPart: string): string | undefined {
  const rels = parts.text('xl/_rels/workbook.xml.rels') ?? '';
  const target = sheetPart.slice('xl/'.length);
  const id = [...rels.matchAll(/<Relationship\b[^>]*?\/>/g)].map((m) => m[0]).find((rel) => rel.includes(`Target="${target}"`) || rel.includes(`Target="/${sheetPart}"`));
  const rId = id && /\bId="([^"]*)"/.exec(id)?.[1];
  if (!rId) return undefined;
  const sheet = [...(parts.text('xl/workbook.xml') ?? '').matchAll(/<sheet\b[^>]*?\/>/g)].map((m) => m[0]).find((s) => new RegExp(`\\b\\w+:id="${rId}"`).test(s));
  const name = sheet && /\bname="([^"]*)"/.exec(sheet)?.[1];
  return name && unescapeXml(name);
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[entity]!);
}
