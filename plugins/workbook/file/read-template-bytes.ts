import type { Column, Row } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import type { JsonRecord } from './checks.js';
import { at } from './errors.js';
import { parseTemplateText } from './parse-text.js';
import { CellsReader } from './read-cells.js';
import { sheetAxes, type PrereadSheet } from './read-sheet.js';
import { readTemplateFile } from './read-template.js';
import { COLUMNS, readVectors, ROWS } from './read-vectors.js';
import { NotStreamable, parsePiece, TextWindow } from './text-window.js';

/** A file's bytes in chunks; called again to read the file afresh (a malformed file is read twice). */
export type ByteChunks = () => Iterable<Uint8Array>;

/** Cells' text parsed at a time: one JSON.parse per ~32 KB rather than per cell. */
const CELLS_BATCH = 1 << 15;
const VECTOR_FIELDS: ReadonlySet<string> = new Set(['rowIds', 'rowsById', 'columnIds', 'columnsById', 'cellsById']);

/**
 * Reads a template file from its bytes as a stream, as parseTemplateText reads its text: the same checks,
 * the same workbook, the same errors. It follows the file's known layout (sheetsById's sheets, each one's
 * rows and columns before its cells, as writeTemplateFileText writes them) and reads each sheet's cells in
 * batches into their buckets, so neither the whole text (~75 MB for 200k rows) nor the whole tree of
 * parsed cells is ever in memory. Text it cannot follow (malformed JSON, another layout) is read whole
 * by parseTemplateText, which says where it is malformed.
 */
export function readTemplateBytes(chunks: ByteChunks): Workbook {
  const preread = new Map<object, PrereadSheet>();
  let raw: JsonRecord;
  try {
    const texts = decodedChunks(chunks());
    raw = readTop(new TextWindow(() => texts.next().value), preread);
  } catch (error) {
    if (!(error instanceof NotStreamable)) throw error;
    return parseTemplateText(wholeText(chunks()));
  }
  return readTemplateFile(raw, preread);
}

function readTop(window: TextWindow, preread: Map<object, PrereadSheet>): JsonRecord {
  window.skipSpace();
  if (window.peek() !== 0x7b) throw new NotStreamable('the text is not an object');
  const raw: JsonRecord = {};
  window.entries((key) => {
    setOwn(raw, key, key === 'sheetsById' && window.peek() === 0x7b ? readSheets(window, preread) : window.value());
  });
  window.skipSpace();
  if (window.peek() !== -1) throw new NotStreamable('text after the end of the object');
  return raw;
}

function readSheets(window: TextWindow, preread: Map<object, PrereadSheet>): JsonRecord {
  const sheets: JsonRecord = {};
  window.entries((id) => {
    setOwn(sheets, id, window.peek() === 0x7b ? readSheet(window, id, preread) : window.value());
  });
  return sheets;
}

/** One sheet's record, its cells read into `preread` when its rows and columns came first. */
function readSheet(window: TextWindow, id: string, preread: Map<object, PrereadSheet>): JsonRecord {
  const record: JsonRecord = {};
  const path = at('sheetsById', id);
  window.entries((field) => {
    // A field the cells were read against, repeated after them, would change what they were checked with.
    if (preread.has(record) && VECTOR_FIELDS.has(field)) throw new NotStreamable(`${field} repeated after cellsById`);
    if (field !== 'cellsById' || window.peek() !== 0x7b || !hasVectors(record)) {
      setOwn(record, field, window.value());
      return;
    }
    const rows = readVectors<Row>(record, path, ROWS);
    const columns = readVectors<Column>(record, path, COLUMNS);
    const cells = new CellsReader(at(path, 'cellsById'), sheetAxes(id, rows, columns));
    readCellBatches(window, (batch) => {
      const ids = Object.keys(batch);
      for (let k = 0; k < ids.length; k++) cells.add(ids[k], batch[ids[k]]);
    });
    preread.set(record, { rows, columns, cells: cells.finish() });
  });
  return record;
}

function hasVectors(record: JsonRecord): boolean {
  return 'rowIds' in record && 'rowsById' in record && 'columnIds' in record && 'columnsById' in record;
}

/** Reads an object's entries a batch at a time, each batch parsed as one object, in file order. */
function readCellBatches(window: TextWindow, onBatch: (batch: JsonRecord) => void): void {
  window.expect(0x7b);
  window.skipSpace();
  if (window.peek() === 0x7d) {
    window.pos++;
    return;
  }
  window.begin();
  for (;;) {
    window.skipSpace();
    if (window.peek() !== 0x22) throw new NotStreamable(`expected a cell id at ${window.pos}`);
    window.skipString();
    window.expect(0x3a);
    window.skipSpace();
    window.skipValue();
    const end = window.pos;
    window.skipSpace();
    const c = window.peek();
    if (c !== 0x2c && c !== 0x7d) throw new NotStreamable(`expected , or } at ${window.pos}`);
    const last = c === 0x7d;
    if (last || window.taken() >= CELLS_BATCH) onBatch(parsePiece(`{${window.take(end)}}`) as JsonRecord);
    window.pos++;
    if (last) return;
    if (!window.taking) window.begin();
  }
}

/** Sets an own property, as JSON.parse does, whatever the key (even "__proto__"). */
function setOwn(record: JsonRecord, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}

function* decodedChunks(chunks: Iterable<Uint8Array>): Generator<string, undefined> {
  const decoder = new TextDecoder();
  for (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
  yield decoder.decode();
}

function wholeText(chunks: Iterable<Uint8Array>): string {
  let text = '';
  for (const piece of decodedChunks(chunks)) text += piece;
  return text;
}
