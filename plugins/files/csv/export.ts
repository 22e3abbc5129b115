import { formatNumber } from '../../formulas/number-format/index.js';
import { numberToText } from '../../formulas/index.js';
import { type CellValue, getRowCells, type Sheet } from '../../workbook/index.js';

const COMMA = 0x2c;
const CRLF = [0x0d, 0x0a] as const;

/** A CSV file: its size in bytes, and its bytes given in pieces of ~64 KB, made as they are asked for. */
export interface CsvFile {
  readonly size: number;
  readonly pieces: () => Iterable<Uint8Array>;
}

/**
 * One sheet as CSV, UTF-8: every cell's computed value, shown with its number format as a person sees it
 * (dates as dates), fields quoted when they hold a comma, a quote or a line break. Rows and columns past
 * the last non-empty cell are left out. One pass encodes each row, without its trailing empty fields, as
 * soon as it is read; the lines are then given out padded to the widest, a piece at a time. Nothing of the
 * file stays on the JavaScript heap: no grid of every cell's text (a 200k-row sheet has a million), no
 * string per line, no string of the whole file; and no second copy of its bytes (~13 MB for 200k rows),
 * since the padded file is only ever made a piece at a time.
 */
export function csvFile(sheet: Sheet, valueAt: (row: number, col: number) => CellValue | undefined): CsvFile {
  const lines = new LineBlocks(sheet.rowIds.length);
  const widths = new Int32Array(sheet.rowIds.length);
  const fields: string[] = [];
  const texts = new DisplayTexts();
  let lastRow = -1;
  let lastCol = -1;
  sheet.rowIds.forEach((rowId, r) => {
    const cells = getRowCells(sheet, rowId);
    fields.length = 0;
    sheet.columnIds.forEach((columnId, c) => {
      const cell = cells?.[columnId];
      const text = cell?.mergedInto ? '' : texts.of(valueAt(r, c), cell?.data?.format);
      if (text === '') return;
      // The empty fields between the last one written and this one.
      while (fields.length < c) fields.push('');
      fields.push(quote(text));
    });
    if (fields.length) {
      lines.write(r, fields.join(','));
      lastRow = r;
      lastCol = Math.max(lastCol, fields.length - 1);
    }
    widths[r] = fields.length;
  });
  const padding = (r: number): number => lastCol + 1 - Math.max(widths[r], 1);
  let size = 0;
  for (let r = 0; r <= lastRow; r++) size += lines.of(r).byteLength + padding(r) + CRLF.length;
  return { size, pieces: () => paddedLines(lines, lastRow, padding) };
}

/** One sheet as CSV (csvFile's bytes in one array). */
export function exportCsv(sheet: Sheet, valueAt: (row: number, col: number) => CellValue | undefined): Uint8Array {
  const file = csvFile(sheet, valueAt);
  const out = new Uint8Array(file.size);
  let at = 0;
  for (const piece of file.pieces()) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}

/** Bytes per piece of the padded file. */
const PIECE_BYTES = 1 << 16;

/** The lines of rows 0..lastRow, each padded with `padding(r)` commas and ended with CRLF, in pieces of ~64 KB. */
function* paddedLines(lines: LineBlocks, lastRow: number, padding: (r: number) => number): Generator<Uint8Array, void> {
  let piece = new Uint8Array(PIECE_BYTES);
  let at = 0;
  for (let r = 0; r <= lastRow; r++) {
    const line = lines.of(r);
    const needed = line.byteLength + padding(r) + CRLF.length;
    if (at + needed > piece.byteLength) {
      if (at > 0) yield piece.subarray(0, at);
      // A new array each time: whoever took the last piece (a response stream) may still hold it.
      piece = new Uint8Array(Math.max(PIECE_BYTES, needed));
      at = 0;
    }
    piece.set(line, at);
    at += line.byteLength;
    piece.fill(COMMA, at, at + padding(r));
    at += padding(r);
    piece.set(CRLF, at);
    at += CRLF.length;
  }
  if (at > 0) yield piece.subarray(0, at);
}

/** Bytes per block of encoded lines. */
const BLOCK_BYTES = 1 << 20;

/**
 * Each row's line as UTF-8, in blocks of 1 MB that a line never straddles: no buffer is copied to grow
 * (a doubling one held the old and the new, 8 + 16 MB for a 13 MB file), and a line is a view of a block.
 */
class LineBlocks {
  private readonly blocks: Uint8Array[] = [];
  private readonly encoder = new TextEncoder();
  /** Where each row's line is: its block (-1: no line), start and end. */
  private readonly blockOf: Int32Array;
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private length = 0;

  constructor(rows: number) {
    this.blockOf = new Int32Array(rows).fill(-1);
    this.starts = new Int32Array(rows);
    this.ends = new Int32Array(rows);
  }

  write(row: number, text: string): void {
    // A UTF-16 unit is at most 3 bytes of UTF-8.
    const most = text.length * 3;
    let block = this.blocks[this.blocks.length - 1];
    if (!block || this.length + most > block.byteLength) {
      block = new Uint8Array(Math.max(BLOCK_BYTES, most));
      this.blocks.push(block);
      this.length = 0;
    }
    this.blockOf[row] = this.blocks.length - 1;
    this.starts[row] = this.length;
    this.length += this.encoder.encodeInto(text, block.subarray(this.length)).written;
    this.ends[row] = this.length;
  }

  /** Row `row`'s line (empty for a row with no fields). */
  of(row: number): Uint8Array {
    const block = this.blockOf[row];
    return block < 0 ? EMPTY : this.blocks[block].subarray(this.starts[row], this.ends[row]);
  }
}

const EMPTY = new Uint8Array(0);

/** How many formatted numbers each pattern keeps before it starts again. */
const KEPT_PER_PATTERN = 4096;

/**
 * A cell's value as shown. Formatted numbers are kept per pattern: a column of dates repeats a few hundred
 * days, and formatting leaves garbage in the old generation (a million dates once added ~15 MB
 * to an export's peak before a full collection found it).
 */
class DisplayTexts {
  private readonly byPattern = new Map<string, Map<number, string>>();

  of(value: CellValue | undefined, pattern: string | undefined): string {
    if (value === undefined || value === null) return '';
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    if (typeof value !== 'number') return value;
    if (!pattern) return numberToText(value);
    let kept = this.byPattern.get(pattern);
    if (!kept) this.byPattern.set(pattern, (kept = new Map()));
    let text = kept.get(value);
    if (text === undefined) {
      if (kept.size >= KEPT_PER_PATTERN) kept.clear();
      text = formatted(value, pattern);
      kept.set(value, text);
    }
    return text;
  }
}

/** As the cell shows it (the grid's and TEXT's formatter); an invalid pattern shows the number. */
function formatted(value: number, pattern: string): string {
  return formatNumber(pattern, value) ?? numberToText(value);
}

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
