/**
 * Where each cell member (`"columnId&rowId": {...}`) of every sheet's `cellsById` sits in a template's JSON
 * text, found without parsing it. The text must already be known to be valid JSON (JSON.parse accepted it):
 * the scanner trusts its structure and only follows strings, brackets and the few member names on the
 * way to the cells. `sheetsById` is looked for at the top level and one object deeper (a shadow save's
 * body is `{ shadow: { sheetsById } }`), so no hostile nesting can make it recurse.
 */
export interface CellMembers {
  /** Offset of each member's key (its opening quote), in text order. */
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

/** A member found by scanMembers: where its key starts, the key, where its value starts and ends. */
export interface MemberSpan {
  readonly start: number;
  readonly key: string;
  readonly value: number;
  readonly end: number;
}

export function indexCellMembers(text: string): CellMembers {
  const found = new MemberList();
  const top = skipSpace(text, 0);
  if (text.charCodeAt(top) === OPEN_BRACE) findSheets(text, top, SHEET_LEVELS, found);
  return found.done();
}

/** Looks for `sheetsById` among the members of the object at `open`, and `levels - 1` objects deeper. */
function findSheets(text: string, open: number, levels: number, found: MemberList): void {
  for (const member of scanMembers(text, open + 1)) {
    if (text.charCodeAt(member.value) !== OPEN_BRACE) continue;
    if (member.key === 'sheetsById') findCells(text, member.value, found);
    else if (levels > 1) findSheets(text, member.value, levels - 1, found);
  }
}

/** Each sheet of a `sheetsById` object: its `cellsById` members. */
function findCells(text: string, open: number, found: MemberList): void {
  for (const sheet of scanMembers(text, open + 1)) {
    if (text.charCodeAt(sheet.value) !== OPEN_BRACE) continue;
    for (const field of scanMembers(text, sheet.value + 1)) {
      if (field.key !== 'cellsById' || text.charCodeAt(field.value) !== OPEN_BRACE) continue;
      const block = found.addBlock(sheet.key);
      for (const cell of scanMembers(text, field.value + 1)) found.add(cell, block);
    }
  }
}

/**
 * The members of an object from `from` (just after its `{`, or at a member's key) up to its closing `}`
 * or to `to`, whichever comes first.
 */
export function* scanMembers(text: string, from: number, to = text.length): Generator<MemberSpan> {
  let i = skipSpace(text, from);
  while (i < to && text.charCodeAt(i) === QUOTE) {
    const keyEnd = skipString(text, i);
    const key = readKey(text, i, keyEnd);
    const value = skipSpace(text, skipSpace(text, keyEnd) + 1);
    const end = skipValue(text, value);
    yield { start: i, key, value, end };
    i = skipSpace(text, end);
    if (text.charCodeAt(i) !== 44) return; // ','
    i = skipSpace(text, i + 1);
  }
}

function readKey(text: string, open: number, end: number): string {
  const raw = text.slice(open + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(open, end)) as string) : raw;
}

/** The offset just after the string whose opening quote is at `open`. */
function skipString(text: string, open: number): number {
  let from = open + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The offset just after the value starting at `i` (iterative, so depth costs no stack). */
function skipValue(text: string, i: number): number {
  const first = text.charCodeAt(i);
  if (first === QUOTE) return skipString(text, i);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) return skipLiteral(text, i);
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === QUOTE) j = skipString(text, j) - 1;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return j + 1;
  }
  return text.length;
}

/** A number, true, false or null: up to the next separator. */
function skipLiteral(text: string, i: number): number {
  let j = i;
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 44 || c === CLOSE_BRACE || c === CLOSE_BRACKET || c <= 32) break;
  }
  return j;
}

function skipSpace(text: string, i: number): number {
  let j = i;
  while (j < text.length && text.charCodeAt(j) <= 32) j++;
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
