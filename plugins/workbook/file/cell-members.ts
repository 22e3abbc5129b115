/**
 * Where each cell member (`"columnId&rowId": {...}`) of every sheet's `cellsById` sits in a template's JSON
 * text (its UTF-8 bytes, as received: offsets are byte offsets), found without parsing or even decoding it.
 * Every byte the scanner looks for is ASCII, and in UTF-8 no byte of a longer character is, so it can scan
 * bytes as it would characters. The text must already be known to be valid JSON (JSON.parse accepted it):
 * the scanner trusts its structure and only follows strings, brackets and the few member names on the
 * way to the cells. `sheetsById` is looked for at the top level and one object deeper (a shadow save's
 * body is `{ shadow: { sheetsById } }`), so no hostile nesting can make it recurse.
 */
export interface CellMembers {
  /** Byte offset of each member's key (its opening quote), in text order. */
  readonly starts: Int32Array;
  /** Offset just after each member's value. */
  readonly ends: Int32Array;
  /** Which `cellsById` object each member is in (an index into `sheetIds`). */
  readonly blocks: Int32Array;
  /** Each member's key, unescaped. */
  readonly keys: readonly string[];
  /** The sheet of each `cellsById` object. */
  readonly sheetIds: readonly string[];
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const SHEET_LEVELS = 2;
const decoder = new TextDecoder();

/** The text of bytes `from` to `to` (both at character boundaries: scanned offsets always are). */
export function decodeSlice(bytes: Uint8Array, from: number, to: number): string {
  return decoder.decode(bytes.subarray(from, to));
}

/** A member found by scanMembers: where its key starts, the key, where its value starts and ends. */
export interface MemberSpan {
  readonly start: number;
  readonly key: string;
  readonly value: number;
  readonly end: number;
}

export function indexCellMembers(text: Uint8Array): CellMembers {
  const found = new MemberList();
  const top = skipSpace(text, 0);
  if (text[top] === OPEN_BRACE) findSheets(text, top, SHEET_LEVELS, found);
  return found.done();
}

/** Looks for `sheetsById` among the members of the object at `open`, and `levels - 1` objects deeper. */
function findSheets(text: Uint8Array, open: number, levels: number, found: MemberList): void {
  for (const member of scanMembers(text, open + 1)) {
    if (text[member.value] !== OPEN_BRACE) continue;
    if (member.key === 'sheetsById') findCells(text, member.value, found);
    else if (levels > 1) findSheets(text, member.value, levels - 1, found);
  }
}

/** Each sheet of a `sheetsById` object: its `cellsById` members. */
function findCells(text: Uint8Array, open: number, found: MemberList): void {
  for (const sheet of scanMembers(text, open + 1)) {
    if (text[sheet.value] !== OPEN_BRACE) continue;
    for (const field of scanMembers(text, sheet.value + 1)) {
      if (field.key !== 'cellsById' || text[field.value] !== OPEN_BRACE) continue;
      const block = found.addBlock(sheet.key);
      for (const cell of scanMembers(text, field.value + 1)) found.add(cell, block);
    }
  }
}

/**
 * The members of an object from `from` (just after its `{`, or at a member's key) up to its closing `}`
 * or to `to`, whichever comes first.
 */
export function* scanMembers(text: Uint8Array, from: number, to = text.length): Generator<MemberSpan> {
  let i = skipSpace(text, from);
  while (i < to && text[i] === QUOTE) {
    const keyEnd = skipString(text, i);
    const key = readKey(text, i, keyEnd);
    const value = skipSpace(text, skipSpace(text, keyEnd) + 1);
    const end = skipValue(text, value);
    yield { start: i, key, value, end };
    i = skipSpace(text, end);
    if (text[i] !== 44) return; // ','
    i = skipSpace(text, i + 1);
  }
}

function readKey(text: Uint8Array, open: number, end: number): string {
  const raw = decodeSlice(text, open + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(decodeSlice(text, open, end)) as string) : raw;
}

/** The offset just after the string whose opening quote is at `open`. */
function skipString(text: Uint8Array, open: number): number {
  let from = open + 1;
  for (;;) {
    const quote = text.indexOf(QUOTE, from);
    if (quote < 0) return text.length;
    let backslashes = 0;
    while (text[quote - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The offset just after the value starting at `i` (iterative, so depth costs no stack). */
function skipValue(text: Uint8Array, i: number): number {
  const first = text[i];
  if (first === QUOTE) return skipString(text, i);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) return skipLiteral(text, i);
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === QUOTE) j = skipString(text, j) - 1;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return j + 1;
  }
  return text.length;
}

/** A number, true, false or null: up to the next separator. */
function skipLiteral(text: Uint8Array, i: number): number {
  let j = i;
  for (; j < text.length; j++) {
    const c = text[j];
    if (c === 44 || c === CLOSE_BRACE || c === CLOSE_BRACKET || c <= 32) break;
  }
  return j;
}

function skipSpace(text: Uint8Array, i: number): number {
  let j = i;
  while (j < text.length && text[j] <= 32) j++;
  return j;
}

/** Collects members into growable typed arrays. */
class MemberList {
  private starts = new Int32Array(1024);
  private ends = new Int32Array(1024);
  private blocks = new Int32Array(1024);
  private readonly keys: string[] = [];
  private readonly sheetIds: string[] = [];

  addBlock(sheetId: string): number {
    this.sheetIds.push(sheetId);
    return this.sheetIds.length - 1;
  }

  add(member: MemberSpan, block: number): void {
    const n = this.keys.length;
    if (n === this.starts.length) this.grow();
    this.starts[n] = member.start;
    this.ends[n] = member.end;
    this.blocks[n] = block;
    this.keys.push(member.key);
  }

  done(): CellMembers {
    const n = this.keys.length;
    return { starts: this.starts.slice(0, n), ends: this.ends.slice(0, n), blocks: this.blocks.slice(0, n), keys: this.keys, sheetIds: this.sheetIds };
  }

  private grow(): void {
    const size = this.starts.length * 2;
    const copy = (from: Int32Array) => {
      const to = new Int32Array(size);
      to.set(from);
      return to;
    };
    this.starts = copy(this.starts);
    this.ends = copy(this.ends);
    this.blocks = copy(this.blocks);
  }
}
