import type { InputFormat } from './input-format.js';

const NEWLINE = 0x0a;
const QUOTE = 0x22;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

/** A piece of a file of inputs holding whole records only, and how many records it holds. */
export interface RecordBatch {
  readonly bytes: Uint8Array;
  readonly records: number;
}

/**
 * Cuts a file of inputs, given as bytes in chunks of any size, into batches of whole records (a JSON line;
 * a CSV record, whose quoted fields may hold line breaks): records are counted by their ends, so a batch's
 * bytes can be parsed on their own, in another thread. Works on bytes (UTF-8 never uses 0x0A or 0x22 inside
 * a character), so the thread that cuts never decodes text. Blank records (white space only in JSON lines,
 * nothing but a CR in CSV) are not counted: the readers skip them, so a count is a count of inputs.
 */
export class RecordCutter {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private records = 0;
  private quoted = false;
  /** Whether the record being read has anything but blank bytes so far. */
  private filled = false;
  private limit: number;

  /** `headerRecords` leading records (CSV's header) make a batch of their own, before batches of `perBatch`. */
  constructor(private readonly format: InputFormat, private readonly perBatch: number, headerRecords = 0) {
    this.limit = headerRecords > 0 ? headerRecords : perBatch;
  }

  /** The batches completed by `chunk` (which the cutter copies what it keeps of). */
  *push(chunk: Uint8Array): Generator<RecordBatch> {
    let from = 0;
    for (let at = 0; at < chunk.length; at++) {
      const byte = chunk[at];
      if (byte !== NEWLINE && !this.blank(byte)) this.filled = true;
      if (byte === QUOTE && this.format === 'csv') this.quoted = !this.quoted;
      else if (byte === NEWLINE && !this.quoted) {
        const counted = this.filled;
        this.filled = false;
        if (counted && ++this.records === this.limit) {
          this.keep(chunk.subarray(from, at + 1));
          from = at + 1;
          yield this.take();
        }
      }
    }
    if (from < chunk.length) this.keep(chunk.subarray(from));
  }

  /** What is left at the end of the file: a last batch (its last record perhaps without a line break), or nothing. */
  end(): RecordBatch | undefined {
    if (this.filled) this.records++;
    this.filled = false;
    if (this.records === 0) return undefined;
    return this.take();
  }

  private blank(byte: number): boolean {
    return byte === CR || (this.format === 'jsonl' && (byte === SPACE || byte === TAB));
  }

  private keep(piece: Uint8Array): void {
    if (piece.length === 0) return;
    this.pending.push(piece.slice());
    this.pendingBytes += piece.length;
  }

  private take(): RecordBatch {
    const bytes = new Uint8Array(this.pendingBytes);
    let at = 0;
    for (const piece of this.pending) {
      bytes.set(piece, at);
      at += piece.length;
    }
    const batch = { bytes, records: this.records };
    this.pending = [];
    this.pendingBytes = 0;
    this.records = 0;
    this.limit = this.perBatch;
    return batch;
  }
}
