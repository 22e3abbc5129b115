import JSZip from 'jszip';

/** A value Excel cached in a formula cell: a number, text, a boolean, or an error by its code. */
export type CachedValue = number | string | boolean | { readonly error: string } | null;

/** One cell Excel computed: a formula cell, or a cell inside a spilled or array-formula range. */
export interface CachedCell {
  readonly sheet: string;
  readonly address: string;
  /** The formula text, or the anchor's for a cell inside an array range. */
  readonly formula: string;
  readonly value: CachedValue;
  /** For a cell inside a spilled or array-formula range, the address of the formula that fills it. */
  readonly anchor?: string;
}

const VOLATILE = /\b(NOW|TODAY|RAND|RANDBETWEEN|RANDARRAY|INFO|CELL)\s*\(/i;

/**
 * Reads the formula cells of an .xlsx file with the values Excel cached in them, straight from its XML
 * (independently of the import under test). SOURCES.md's rule: a cell inside a spilled or array range
 * counts as computed by its anchor.
 */
export async function readExcelCache(bytes: Uint8Array): Promise<CachedCell[]> {
  const zip = await JSZip.loadAsync(bytes);
  const text = async (path: string): Promise<string> => (await zip.file(path)?.async('string')) ?? '';
  const strings = sharedStrings(await text('xl/sharedStrings.xml'));
  const rels = relationships(await text('xl/_rels/workbook.xml.rels'));
  const out: CachedCell[] = [];
  for (const sheet of (await text('xl/workbook.xml')).matchAll(/<sheet\b[^>]*>/g)) {
    const name = decode(attribute(sheet[0], 'name') ?? '');
    const target = rels.get(attribute(sheet[0], 'r:id') ?? '');
    if (!target) continue;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    out.push(...sheetCells(name, await text(path), strings));
  }
  return out;
}

/** Cells whose formula (or array anchor's formula) calls a volatile function: SOURCES.md skips them. */
export function isVolatile(cell: CachedCell): boolean {
  return VOLATILE.test(cell.formula);
}

function sheetCells(sheet: string, xml: string, strings: readonly string[]): CachedCell[] {
  const cells = new Map<string, CachedCell>();
  const arrays: { readonly top: number; readonly left: number; readonly bottom: number; readonly right: number; readonly formula: string; readonly anchor: string }[] = [];
  const sharedFormulas = new Map<string, string>();
  const plain = new Map<string, CachedValue>();
  for (const match of xml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attrs = match[1];
    const body = match[2] ?? '';
    const address = attribute(attrs, 'r');
    if (!address) continue;
    const value = cachedValue(attribute(attrs, 't') ?? 'n', body, strings);
    const formula = /<f\b([^>]*?)(?:\/>|>([\s\S]*?)<\/f>)/.exec(body);
    // An empty <f> that shares no formula marks a spilled cell Excel recalculates (`<f ca="1"/>`): not a formula of its own.
    if (!formula || (!formula[2] && attribute(formula[1], 't') !== 'shared')) {
      plain.set(address, value);
      continue;
    }
    let formulaText = decode(formula[2] ?? '');
    const shared = attribute(formula[1], 'si');
    if (attribute(formula[1], 't') === 'shared' && shared !== undefined) {
      // The master carries the text; its followers' volatility is the master's (texts are not shifted).
      if (formulaText) sharedFormulas.set(shared, formulaText);
      else formulaText = sharedFormulas.get(shared) ?? '';
    }
    cells.set(address, { sheet, address, formula: formulaText, value });
    const ref = attribute(formula[1], 'ref');
    if (attribute(formula[1], 't') === 'array' && ref) {
      const [from, to = from] = ref.split(':');
      const a = parseA1(from);
      const b = parseA1(to);
      arrays.push({ top: a.row, left: a.col, bottom: b.row, right: b.col, formula: formulaText, anchor: address });
    }
  }
  for (const [address, value] of plain) {
    const { row, col } = parseA1(address);
    const array = arrays.find((r) => row >= r.top && row <= r.bottom && col >= r.left && col <= r.right);
    if (array) cells.set(address, { sheet, address, formula: array.formula, value, anchor: array.anchor });
  }
  return [...cells.values()];
}

function cachedValue(type: string, body: string, strings: readonly string[]): CachedValue {
  const raw = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(body)?.[1];
  if (type === 'inlineStr') return decode([...body.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(''));
  if (raw === undefined) return null;
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? '';
    case 'str':
      return decode(raw);
    case 'b':
      return raw === '1';
    case 'e':
      return { error: decode(raw) };
    default:
      return Number(raw);
  }
}

function sharedStrings(xml: string): string[] {
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((si) =>
    decode(
      [...si[1].replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''),
    ),
  );
}

function relationships(xml: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rel of xml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attribute(rel[0], 'Id');
    const target = attribute(rel[0], 'Target');
    if (id && target) out.set(id, target);
  }
  return out;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name.replace(':', '\\:')}="([^"]*)"`).exec(tag);
  return match?.[1];
}

function decode(text: string): string {
  return text
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
      if (entity === 'lt') return '<';
      if (entity === 'gt') return '>';
      if (entity === 'quot') return '"';
      if (entity === 'apos') return "'";
      if (entity === 'amp') return '&';
      return String.fromCodePoint(entity[1] === 'x' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
    });
}

export function parseA1(address: string): { row: number; col: number } {
  const match = /^\$?([A-Z]+)\$?(\d+)$/.exec(address.toUpperCase());
  if (!match) return { row: -1, col: -1 };
  let col = 0;
  for (const letter of match[1]) col = col * 26 + letter.charCodeAt(0) - 64;
  return { row: Number(match[2]) - 1, col: col - 1 };
}
