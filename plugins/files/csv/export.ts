import { format as formatNumber } from 'numfmt';
import { numberToText } from '../../formulas/coerce.js';
import { getRowCells } from '../../workbook/cell-store.js';
import type { CellValue } from '../../workbook/model/cell.js';
import type { Sheet } from '../../workbook/model/sheet.js';

const COMMA = 0x2c;
const CRLF = [0x0d, 0x0a] as const;

/**
 * One sheet as CSV, UTF-8: every cell's computed value, shown with its number format as a person sees it
 * (dates as dates), fields quoted when they hold a comma, a quote or a line break. Rows and columns past
 * the last non-empty cell are left out. One pass encodes each row, without its trailing empty fields, as
 * soon as it is read; the lines are then copied out padded to the widest. Nothing of the file stays on the
 * JavaScript heap: no grid of every cell's text (a 200k-row sheet has a million), no string per line, no
 * string of the whole file.
 */
export function exportCsv(sheet: Sheet, valueAt: (row: number, col: number) => CellValue | undefined): Uint8Array {
  const lines = new ByteSink();
  const ends = new Int32Array(sheet.rowIds.length);
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
      lines.write(fields.join(','));
      lastRow = r;
      lastCol = Math.max(lastCol, fields.length - 1);
    }
    ends[r] = lines.length;
    widths[r] = fields.length;
  });
  return padded(lines.bytes, ends, widths, lastRow, lastCol);
}

/** The lines of rows 0..lastRow, each padded with commas to lastCol + 1 fields and ended with CRLF. */
function padded(lines: Uint8Array, ends: Int32Array, widths: Int32Array, lastRow: number, lastCol: number): Uint8Array {
  const padding = (r: number): number => lastCol + 1 - Math.max(widths[r], 1);
  let size = 0;
  for (let r = 0; r <= lastRow; r++) size += padding(r) + CRLF.length;
  const out = new Uint8Array(size + (lastRow < 0 ? 0 : ends[lastRow]));
  let at = 0;
  let from = 0;
  for (let r = 0; r <= lastRow; r++) {
    out.set(lines.subarray(from, ends[r]), at);
    at += ends[r] - from;
    from = ends[r];
    out.fill(COMMA, at, at + padding(r));
    at += padding(r);
    out.set(CRLF, at);
    at += CRLF.length;
  }
  return out;
}

/** UTF-8 text appended to a buffer that doubles when full. */
class ByteSink {
  private buffer = new Uint8Array(1 << 16);
  private readonly encoder = new TextEncoder();
  length = 0;

  write(text: string): void {
    // A UTF-16 unit is at most 3 bytes of UTF-8.
    const needed = this.length + text.length * 3;
    if (needed > this.buffer.length) {
      const grown = new Uint8Array(Math.max(needed, this.buffer.length * 2));
      grown.set(this.bytes);
      this.buffer = grown;
    }
    this.length += this.encoder.encodeInto(text, this.buffer.subarray(this.length)).written;
  }

  get bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

/** How many formatted numbers each pattern keeps before it starts again. */
const KEPT_PER_PATTERN = 4096;

/**
 * A cell's value as shown. Formatted numbers are kept per pattern: a column of dates repeats a few hundred
 * days, and numfmt's formatting leaves garbage in the old generation (a million dates once added ~15 MB
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

function formatted(value: number, pattern: string): string {
  try {
    return formatNumber(pattern, value);
  } catch {
    return numberToText(value);
  }
}

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
