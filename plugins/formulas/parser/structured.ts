/**
 * Structured references to Excel tables (`Sales[Amount]`, `Sales[[#Totals],[Amount]]`, `[@Qty]`), read
 * from formula text and written back. A reference names a table (or, unqualified, the table holding the
 * formula), which rows (the special items) and which columns (by name): what it means is decided when
 * it is evaluated, against the table as it is then (plugins/formulas/engine/structured-area.ts).
 */

/** Excel's special items: `#All`, `#Data`, `#Headers`, `#Totals`, `#This Row` (`@`). */
export type TableItem = 'all' | 'data' | 'headers' | 'totals' | 'thisRow';

export interface StructuredRef {
  /** The table's name as written; undefined: the table the formula's cell is in. */
  readonly table?: string;
  /** The special items, in Excel's order (headers, data, totals); none means the data rows. */
  readonly items: readonly TableItem[];
  /** The first and last column named (the same for one column), unescaped; absent: every column. */
  readonly columns?: readonly [first: string, last: string];
  /** Written with `@` (`[@Qty]`), Excel's short form of `[#This Row]`. */
  readonly at?: boolean;
}

const KEYWORDS: Readonly<Record<string, TableItem>> = {
  '#all': 'all', '#data': 'data', '#headers': 'headers', '#totals': 'totals', '#this row': 'thisRow',
};
const KEYWORD_TEXT: Readonly<Record<TableItem, string>> = {
  all: '#All', data: '#Data', headers: '#Headers', totals: '#Totals', thisRow: '#This Row',
};
const ITEM_ORDER: readonly TableItem[] = ['all', 'headers', 'data', 'totals', 'thisRow'];
/** The combinations Excel accepts (keys of sorted items). */
const VALID_ITEMS = new Set(['', 'all', 'data', 'headers', 'totals', 'thisRow', 'headers,data', 'data,totals']);

/** Thrown inside the reader; readStructured turns it into undefined. */
class Unreadable {}
const UNREADABLE = new Unreadable();

/**
 * Reads the bracketed part of a structured reference at `at` (which holds '['). Returns the reference
 * and where it ends, or undefined when the brackets do not hold one.
 */
export function readStructured(text: string, at: number, table: string | undefined): { ref: StructuredRef; end: number } | undefined {
  try {
    return new BracketReader(text, at).read(table);
  } catch (failure) {
    if (failure === UNREADABLE) return undefined;
    throw failure;
  }
}

class BracketReader {
  constructor(private readonly text: string, private i: number) {}

  read(table: string | undefined): { ref: StructuredRef; end: number } {
    this.expect('[');
    const next = this.text[this.i];
    let ref: StructuredRef;
    if (next === ']') ref = { table, items: [] };
    else if (next === '@') ref = this.thisRow(table);
    else if (next === '#') ref = { table, items: [this.keyword()] };
    else if (this.afterSpaces() === '[') ref = this.list(table);
    else ref = { table, items: [], columns: same(this.name()) };
    this.expect(']');
    if (!VALID_ITEMS.has(ref.items.join(','))) throw UNREADABLE;
    return { ref, end: this.i };
  }

  /** `[@]`, `[@Qty]`, `[@[Unit Cost]]`, `[@[Jan]:[Dec]]`. */
  private thisRow(table: string | undefined): StructuredRef {
    this.i++;
    const base = { table, items: ['thisRow'] as const, at: true };
    const next = this.text[this.i];
    if (next === ']') return base;
    if (next !== '[') return { ...base, columns: same(this.name()) };
    return { ...base, columns: this.columnRange() };
  }

  /** `[[#Totals],[Amount]]`, `[[Jan]:[Dec]]`, `[[#Headers],[#Data],[Amount]]`: items, then at most one column range. */
  private list(table: string | undefined): StructuredRef {
    const items: TableItem[] = [];
    let columns: [string, string] | undefined;
    for (;;) {
      this.spaces();
      if (this.text[this.i + 1] === '#') {
        if (columns) throw UNREADABLE;
        this.expect('[');
        items.push(this.keyword());
        this.expect(']');
      } else {
        if (columns) throw UNREADABLE;
        columns = this.columnRange();
      }
      this.spaces();
      if (this.text[this.i] !== ',') break;
      this.i++;
    }
    this.spaces();
    const sorted = ITEM_ORDER.filter((item) => items.includes(item));
    if (sorted.length !== items.length) throw UNREADABLE;
    return columns ? { table, items: sorted, columns } : { table, items: sorted };
  }

  /** `[Jan]` or `[Jan]:[Dec]`. */
  private columnRange(): [string, string] {
    this.expect('[');
    const first = this.name();
    this.expect(']');
    if (this.text[this.i] !== ':') return [first, first];
    this.i++;
    this.expect('[');
    const last = this.name();
    this.expect(']');
    return [first, last];
  }

  private keyword(): TableItem {
    const close = this.text.indexOf(']', this.i);
    const item = close < 0 ? undefined : KEYWORDS[this.text.slice(this.i, close).toLowerCase()];
    if (!item) throw UNREADABLE;
    this.i = close;
    return item;
  }

  /** A column name up to its closing ']'; `'` takes the next character as it is (`'[`, `']`, `'#`, `''`). */
  private name(): string {
    let name = '';
    for (;;) {
      const ch = this.text[this.i];
      if (ch === undefined || ch === '[') throw UNREADABLE;
      if (ch === ']') break;
      if (ch === "'") {
        const escaped = this.text[this.i + 1];
        if (escaped === undefined) throw UNREADABLE;
        name += escaped;
        this.i += 2;
        continue;
      }
      name += ch;
      this.i++;
    }
    if (name === '') throw UNREADABLE;
    return name;
  }

  private expect(ch: string): void {
    if (this.text[this.i] !== ch) throw UNREADABLE;
    this.i++;
  }

  private spaces(): void {
    while (this.text[this.i] === ' ') this.i++;
  }

  /** The first character after spaces, without moving. */
  private afterSpaces(): string | undefined {
    let j = this.i;
    while (this.text[j] === ' ') j++;
    return this.text[j];
  }
}

function same(name: string): [string, string] {
  return [name, name];
}

/** A column name inside brackets: `'` before the characters that would end or change it. */
export function escapeColumnName(name: string): string {
  return name.replace(/['[\]#]/g, "'$&");
}

/** Names that `[@Qty]` may write without brackets of their own (else `[@[Unit Cost]]`). */
const PLAIN_NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/**
 * A structured reference as text. `fileForm` writes what Excel stores in files: the table always named
 * (`table` for an unqualified reference) and `[#This Row]` rather than `@`.
 */
export function structuredText(ref: StructuredRef, fileForm?: { readonly table: string }): string {
  const table = fileForm ? (ref.table ?? fileForm.table) : (ref.table ?? '');
  return table + bracketsText(ref, fileForm !== undefined);
}

function bracketsText(ref: StructuredRef, fileForm: boolean): string {
  const { items, columns } = ref;
  const range = columns && (columns[0] === columns[1] ? `[${escapeColumnName(columns[0])}]` : `[${escapeColumnName(columns[0])}]:[${escapeColumnName(columns[1])}]`);
  if (ref.at && !fileForm) {
    if (!columns) return '[@]';
    if (columns[0] === columns[1] && PLAIN_NAME.test(columns[0])) return `[@${columns[0]}]`;
    return `[@${range}]`;
  }
  if (items.length === 0 && !columns) return '[]';
  if (items.length === 0 && columns![0] === columns![1]) {
    const name = columns![0];
    return name.trim() === name ? range! : `[${range}]`;
  }
  if (items.length === 1 && !columns) return `[${KEYWORD_TEXT[items[0]]}]`;
  const parts = items.map((item) => `[${KEYWORD_TEXT[item]}]`);
  if (range) parts.push(range);
  return `[${parts.join(',')}]`;
}
