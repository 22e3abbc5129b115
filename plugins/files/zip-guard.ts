import { FILE_LIMITS, FileImportError } from './limits.js';

/** One entry of a zip's central directory. */
export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Reads a zip's central directory without inflating anything, and refuses archives whose declared
 * sizes, entry count or compression ratios are out of bounds (zip bombs), or that are not zips at all.
 */
export function inspectZip(bytes: Uint8Array, fileName: string): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  if (end < 0) throw new FileImportError(`${fileName} is damaged: it is not a readable zip archive.`);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count > FILE_LIMITS.maxZipEntries) throw new FileImportError(`${fileName} has too many parts (${count}) to be a workbook.`);
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL) {
      throw new FileImportError(`${fileName} is damaged: its zip directory is corrupt.`);
    }
    const entry = readEntry(view, bytes, offset);
    checkEntry(entry, fileName);
    total += entry.uncompressedSize;
    if (total > FILE_LIMITS.maxUncompressedBytes) {
      throw new FileImportError(`${fileName} is too large once decompressed (more than ${FILE_LIMITS.maxUncompressedBytes / 1024 / 1024} MB).`);
    }
    entries.push(entry);
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let i = last; i >= Math.max(0, last - 65_535); i--) {
    if (view.getUint32(i, true) === EOCD) return i;
  }
  return -1;
}

function readEntry(view: DataView, bytes: Uint8Array, offset: number): ZipEntry {
  const nameLength = view.getUint16(offset + 28, true);
  return {
    method: view.getUint16(offset + 10, true),
    compressedSize: view.getUint32(offset + 20, true),
    uncompressedSize: view.getUint32(offset + 24, true),
    localHeaderOffset: view.getUint32(offset + 42, true),
    name: new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
  };
}

function checkEntry(entry: ZipEntry, fileName: string): void {
  if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff) {
    throw new FileImportError(`${fileName} is too large to import (a part exceeds 4 GB).`);
  }
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > 1024 * 1024 && ratio > FILE_LIMITS.maxCompressionRatio) {
    throw new FileImportError(`${fileName} looks like a zip bomb: ${entry.name} expands ${Math.round(ratio)} times.`);
  }
}

/** The start of an entry's content, inflated up to `maxBytes` (for reading a sheet's dimension cheaply). */
export async function peekEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Promise<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) return '';
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
  if (entry.method === 0) return new TextDecoder().decode(data.subarray(0, maxBytes));
  if (entry.method !== 8) return '';
  return inflatePrefix(data, maxBytes);
}

/**
 * Streams an entry's inflated text to `visit` chunk by chunk, stopping as soon as it returns false: a
 * sheet is measured without ever holding it whole. Returns false when the entry cannot be read this way
 * (reading the workbook in full then says what is wrong with it).
 */
export async function streamEntry(bytes: Uint8Array, entry: ZipEntry, visit: (text: string) => boolean): Promise<boolean> {
  const data = entryData(bytes, entry);
  if (!data || (entry.method !== 0 && entry.method !== 8)) return false;
  const source = new Blob([data as BlobPart]).stream();
  const reader = (entry.method === 8 ? source.pipeThrough(new DecompressionStream('deflate-raw')) : source).getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      if (!visit(decoder.decode(value, { stream: true }))) return true;
    }
  } catch {
    return false;
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) return undefined;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
}

async function inflatePrefix(data: Uint8Array, maxBytes: number): Promise<string> {
  const reader = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // A damaged stream shows up again, with a clearer message, when the workbook is read in full.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text.slice(0, maxBytes);
}

/** The rows and columns a worksheet declares in its `<dimension ref="A1:C1000000"/>` tag. */
export function declaredDimension(xmlStart: string): { rows: number; columns: number } | undefined {
  const match = /<dimension\s+ref="(?:[A-Z]+)?(\d+)?(?::([A-Z]+)(\d+))?"/.exec(xmlStart);
  if (!match) return undefined;
  const [, firstRow, lastColumn, lastRow] = match;
  const rows = Number(lastRow ?? firstRow ?? 0);
  let columns = 0;
  for (const ch of lastColumn ?? 'A') columns = columns * 26 + ch.charCodeAt(0) - 64;
  return { rows, columns };
}

/** An entry's whole content, inflated; undefined when it cannot be read (a damaged or unknown compression). */
export async function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Promise<Uint8Array | undefined> {
  const data = entryData(bytes, entry);
  if (!data) return undefined;
  if (entry.method === 0) return data;
  if (entry.method !== 8) return undefined;
  try {
    const inflated = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return new Uint8Array(await new Response(inflated).arrayBuffer());
  } catch {
    return undefined;
  }
}
