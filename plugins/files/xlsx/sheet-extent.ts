/** Rows and cells a worksheet's XML holds, as far as it was read. */
export interface SheetExtent {
  /** The highest row number seen (a `<row r="...">`, or the count of rows when they carry no number). */
  readonly lastRow: number;
  readonly cells: number;
}

/**
 * Measures a worksheet's XML from chunks of its text, without parsing it: `<row` tags (and their `r`
 * numbers, since rows may skip) and `<c` tags. A tag split between two chunks is completed by the next.
 * Reading stops (`add` gives false) once a limit is passed, so a sheet of a million rows costs what
 * reading its first `maxRows` rows costs, and never its whole XML in memory.
 */
export class SheetExtentCounter {
  private carry = '';
  private rows = 0;
  private last = 0;
  private cellCount = 0;

  constructor(private readonly maxRows: number, private readonly maxCells: number) {}

  get extent(): SheetExtent {
    return { lastRow: Math.max(this.last, this.rows), cells: this.cellCount };
  }

  get overLimit(): boolean {
    return this.extent.lastRow > this.maxRows || this.cellCount > this.maxCells;
  }

  /** Reads one more chunk; false once a limit is passed (no need to read further). */
  add(chunk: string): boolean {
    const text = this.carry + chunk;
    // An unfinished tag at the end waits for the next chunk.
    const open = text.lastIndexOf('<');
    const complete = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
    this.scan(text, complete);
    this.carry = text.slice(complete);
    return !this.overLimit;
  }

  private scan(text: string, end: number): void {
    for (let at = text.indexOf('<', 0); at >= 0 && at < end; at = text.indexOf('<', at + 1)) {
      const next = text.charCodeAt(at + 1);
      const after = text.charCodeAt(at + 2);
      // `<c ` / `<c>` and `<row ` / `<row>`: not `<col`, `<cfRule` or `<rowBreaks`.
      if (next === 99 /* c */ && (after === 32 || after === 62 || after === 47)) this.cellCount++;
      else if (next === 114 /* r */ && text.startsWith('row', at + 1) && /[\s>/]/.test(text[at + 4] ?? '')) this.countRow(text, at, end);
    }
  }

  private countRow(text: string, at: number, end: number): void {
    this.rows++;
    const close = text.indexOf('>', at);
    const tag = text.slice(at, close < 0 || close > end ? end : close);
    const number = /\sr="(\d+)"/.exec(tag);
    if (number) this.last = Math.max(this.last, Number(number[1]));
  }
}
