import { peekEntry, type ZipEntry } from '../zip-guard.js';

/**
 * What ExcelJS does not keep of xl/workbook.xml: every defined name with its text (ExcelJS keeps only
 * those that are ranges), the calculation properties (calcPr) and the links to other workbooks.
 */
export interface WorkbookXml {
  /** Sheet names in the file's order: a defined name's localSheetId is an index into it. */
  readonly sheetNames: readonly string[];
  readonly definedNames: readonly DefinedName[];
  /** calcPr's attributes, as written. */
  readonly calcPr: Readonly<Record<string, string>>;
}

/** A `<definedName>`: its formula text as stored (`_xlfn.` prefixes and all), without '='. */
export interface DefinedName {
  readonly name: string;
  readonly text: string;
  /** Set for a name defined on one sheet only. */
  readonly localSheetId?: number;
}

export async function readWorkbookXml(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<WorkbookXml> {
  const entry = entries.find((e) => e.name === 'xl/workbook.xml');
  const xml = entry ? await peekEntry(bytes, entry, entry.uncompressedSize) : '';
  return {
    sheetNames: [...xml.matchAll(/<sheet\b([^>]*)\/?>/g)].map((m) => attributes(m[1]).name ?? ''),
    definedNames: [...xml.matchAll(/<definedName\b([^>]*)>([\s\S]*?)<\/definedName>/g)].map((m) => definedName(attributes(m[1]), decodeXml(m[2]))),
    calcPr: attributes(/<calcPr\b([^>]*)\/?>/.exec(xml)?.[1] ?? ''),
  };
}

function definedName(attrs: Readonly<Record<string, string>>, text: string): DefinedName {
  const local = attrs.localSheetId === undefined ? undefined : Number(attrs.localSheetId);
  return {
    name: attrs.name ?? '',
    text: text.trim().replace(/^=/, ''),
    ...(local !== undefined && Number.isInteger(local) ? { localSheetId: local } : {}),
  };
}

/** An element's attributes by name (no namespace prefix is used by these ones), values decoded. */
export function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out[m[1]] = decodeXml(m[2] ?? m[3] ?? '');
  return out;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_, code: string) => {
    if (code[0] !== '#') return ENTITIES[code];
    const point = code[1] === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });
}
