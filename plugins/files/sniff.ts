import { FileImportError } from './limits.js';

export type FileKind = 'xlsx' | 'xls' | 'csv';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

/** Whether bytes look like text: few control characters besides tabs and line breaks. */
export function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  if (sample.length >= 2 && ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff))) return true;
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control <= sample.length * 0.01;
}

/** No bytes, or only a UTF-8 byte order mark and white space: nothing a book could hold. */
export function isEmptyFile(bytes: Uint8Array): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let i = start; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return true;
}

export function emptyFileMessage(name: string): string {
  return `${name} is empty: there is nothing to import.`;
}

const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = { xlsx: 'xlsx', xlsm: 'xlsx', xls: 'xls', csv: 'csv', txt: 'csv', tsv: 'csv' };

function extensionOf(name: string): string {
  return name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
}

/** Whether a file name is one of the books that can be imported (.xlsx, .xls, .csv...). */
export function isBookFileName(name: string): boolean {
  return Object.hasOwn(KIND_BY_EXTENSION, extensionOf(name));
}

/**
 * The kind of a file from its content, checked against its name's extension: a file that is not what
 * its name says is refused rather than misread.
 */
export function detectFileKind(name: string, bytes: Uint8Array): FileKind {
  if (isEmptyFile(bytes)) throw new FileImportError(emptyFileMessage(name));
  const kind: FileKind | undefined = startsWith(bytes, ZIP) ? 'xlsx' : startsWith(bytes, OLE) ? 'xls' : looksLikeText(bytes) ? 'csv' : undefined;
  if (!kind) throw new FileImportError(`${name} is not a spreadsheet: it is neither an Excel workbook nor CSV text.`);
  const extension = extensionOf(name);
  const named = Object.hasOwn(KIND_BY_EXTENSION, extension) ? KIND_BY_EXTENSION[extension] : undefined;
  if (!named) throw new FileImportError(`${name}: only .xlsx, .xls and .csv files can be uploaded.`);
  if (named !== kind) {
    const what = { xlsx: 'an .xlsx workbook', xls: 'an .xls workbook', csv: 'CSV text' }[kind];
    throw new FileImportError(`${name} is not what its name says: its content is ${what}.`);
  }
  return kind;
}
