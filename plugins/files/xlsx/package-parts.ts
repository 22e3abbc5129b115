import { peekEntry, type ZipEntry } from '../zip-guard.js';

/**
 * Small parts of an xlsx package read as text, for what ExcelJS leaves out or misreads (tables: it
 * takes a missing headerRowCount for "no header row", where the format's default is one).
 */

/** Parts larger than this are not read here (a workbook's relationships or a table are a few KB). */
const MAX_PART_BYTES = 4 * 1024 * 1024;

/** A part's text, or undefined when the package has no such part (or it is too large for what it is). */
export async function readPart(bytes: Uint8Array, entries: readonly ZipEntry[], name: string): Promise<string | undefined> {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry || entry.uncompressedSize > MAX_PART_BYTES) return undefined;
  return peekEntry(bytes, entry, entry.uncompressedSize);
}

export interface Relationship {
  readonly id: string;
  readonly type: string;
  /** The target part's name in the package, resolved against the source part's folder. */
  readonly part: string;
}

/** The relationships of a part (`xl/_rels/workbook.xml.rels` for `xl/workbook.xml`). */
export async function relationshipsOf(bytes: Uint8Array, entries: readonly ZipEntry[], part: string): Promise<Relationship[]> {
  const slash = part.lastIndexOf('/');
  const folder = part.slice(0, slash + 1);
  const xml = await readPart(bytes, entries, `${folder}_rels/${part.slice(slash + 1)}.rels`);
  if (!xml) return [];
  return elements(xml, 'Relationship').flatMap((attributes) => {
    const { Id: id, Type: type, Target: target, TargetMode: mode } = attributes;
    return id && type && target && mode !== 'External' ? [{ id, type, part: resolvePart(folder, target) }] : [];
  });
}

/** Each sheet of the workbook by name with its worksheet part (`xl/worksheets/sheet1.xml`), in the workbook's order. */
export async function worksheetParts(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<{ readonly name: string; readonly part: string }[]> {
  const workbookXml = await readPart(bytes, entries, 'xl/workbook.xml');
  if (!workbookXml) return [];
  const parts = new Map((await relationshipsOf(bytes, entries, 'xl/workbook.xml')).map((rel) => [rel.id, rel.part]));
  return elements(workbookXml, 'sheet').flatMap(({ name, 'r:id': rid }) => {
    const part = rid && parts.get(rid);
    return name !== undefined && part ? [{ name, part }] : [];
  });
}

/** A relationship's target as a part name: absolute ('/xl/x.xml') or relative to `folder` ('../tables/t.xml'). */
export function resolvePart(folder: string, target: string): string {
  const segments = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.join('/');
}

/** The attributes of each `<tag .../>` or `<tag ...>` element (any namespace prefix), decoded. */
export function elements(xml: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  // Attribute values may hold '>' (Excel writes a column named "a<>b" as `name="a&lt;>b"`).
  const pattern = new RegExp(`<(?:[A-Za-z0-9_]+:)?${tag}(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'g');
  for (let match = pattern.exec(xml); match; match = pattern.exec(xml)) found.push(attributesOf(match[1]));
  return found;
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    attributes[match[1]] = decodeXml(match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML entities and character references, then Excel's `_xHHHH_` escapes (a line break in a name is `_x000a_`). */
export function decodeXml(text: string): string {
  const plain = text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity] ?? whole;
  });
  return plain.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Escapes text for an XML attribute value. */
export function encodeXml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' } as const)[ch as '&']};`)
    // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters: Excel writes them as _xHHHH_
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, (ch) => `_x${ch.charCodeAt(0).toString(16).padStart(4, '0')}_`)
    .replace(/[\n\r\t]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
