/**
 * A window on JSON text that arrives in chunks (read-template-bytes.ts): it holds only the text from the
 * piece being taken (or the reading position) onwards, so a 75 MB file is never one string. It finds where
 * values end without building them; the pieces it gives are parsed with JSON.parse, which checks them.
 * Any text it cannot follow throws NotStreamable, and the caller reads the text whole instead (which
 * also says exactly where it is malformed).
 */
export class NotStreamable extends Error {
  constructor(why: string) {
    super(`not streamable: ${why}`);
    this.name = 'NotStreamable';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

export class TextWindow {
  text = '';
  /** Reading position in `text`. */
  pos = 0;
  /** Start in `text` of the piece being taken, or -1: the window keeps the text from there. */
  private start = -1;

  constructor(private readonly next: () => string | undefined) {}

  /** The character code at the reading position, -1 at the end of the text. */
  peek(): number {
    while (this.pos >= this.text.length) if (!this.more()) return -1;
    return this.text.charCodeAt(this.pos);
  }

  skipSpace(): void {
    for (;;) {
      const c = this.peek();
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
      this.pos++;
    }
  }

  /** Steps over `code` (after any space), or throws. */
  expect(code: number): void {
    this.skipSpace();
    if (this.peek() !== code) throw new NotStreamable(`expected ${String.fromCharCode(code)} at ${this.pos}`);
    this.pos++;
  }

  /** Starts taking a piece at the reading position. */
  begin(): void {
    this.start = this.pos;
  }

  /** The piece from begin() to `end` (the reading position by default); stops taking. */
  take(end = this.pos): string {
    const piece = this.text.slice(this.start, end);
    this.start = -1;
    return piece;
  }

  /** Whether a piece is being taken. */
  get taking(): boolean {
    return this.start >= 0;
  }

  /** Length of the piece taken so far. */
  taken(): number {
    return this.pos - this.start;
  }

  /** The next value (after any space), parsed. */
  value(): unknown {
    this.skipSpace();
    this.begin();
    this.skipValue();
    return parsePiece(this.take());
  }

  /** The next object key (after any space) and its colon. */
  key(): string {
    this.skipSpace();
    if (this.peek() !== QUOTE) throw new NotStreamable(`expected a key at ${this.pos}`);
    this.begin();
    this.skipString();
    const key = parsePiece(this.take());
    this.expect(COLON);
    this.skipSpace();
    return key as string;
  }

  /**
   * Reads an object's entries: calls `onEntry` with each key, the reading position at its value, which
   * `onEntry` must read.
   */
  entries(onEntry: (key: string) => void): void {
    this.expect(OPEN_BRACE);
    this.skipSpace();
    if (this.peek() === CLOSE_BRACE) {
      this.pos++;
      return;
    }
    for (;;) {
      onEntry(this.key());
      this.skipSpace();
      const c = this.peek();
      this.pos++;
      if (c === CLOSE_BRACE) return;
      if (c !== COMMA) throw new NotStreamable(`expected , or } at ${this.pos - 1}`);
    }
  }

  /** Steps over one value of any kind, without parsing it. */
  skipValue(): void {
    const c = this.peek();
    if (c === QUOTE) return this.skipString();
    if (c === OPEN_BRACE || c === OPEN_BRACKET) return this.skipContainer();
    const from = this.pos;
    for (;;) {
      const d = this.peek();
      if (d < 0 || d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET || d <= 0x20) break;
      this.pos++;
    }
    if (this.pos === from) throw new NotStreamable(`expected a value at ${from}`);
  }

  /** At a string's opening quote: steps past its closing quote. */
  skipString(): void {
    this.pos++;
    for (;;) {
      const quote = this.text.indexOf('"', this.pos);
      if (quote < 0) {
        // Keep a run of backslashes at the end: they decide whether a quote in the next chunk is escaped.
        let end = this.text.length;
        while (end > this.pos && this.text.charCodeAt(end - 1) === BACKSLASH) end--;
        this.pos = end;
        if (!this.more()) throw new NotStreamable('a string is not terminated');
        continue;
      }
      let before = quote - 1;
      while (this.text.charCodeAt(before) === BACKSLASH) before--;
      this.pos = quote + 1;
      if ((quote - 1 - before) % 2 === 0) return;
    }
  }

  private skipContainer(): void {
    let depth = 0;
    for (;;) {
      const c = this.peek();
      if (c < 0) throw new NotStreamable('an object or array is not closed');
      if (c === QUOTE) {
        this.skipString();
        continue;
      }
      this.pos++;
      if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return;
    }
  }

  /**
   * Appends the next chunk, dropping what is behind the piece being taken (or the reading position). While
   * a long piece is taken (a sheet's rowsById is megabytes), at least as much text as is kept is added, so
   * the window doubles instead of being copied again for every chunk.
   */
  private more(): boolean {
    let chunk = this.next();
    if (chunk === undefined) return false;
    const cut = this.start >= 0 ? this.start : this.pos;
    const kept = this.text.length - cut;
    while (chunk.length < kept) {
      const further = this.next();
      if (further === undefined) break;
      chunk += further;
    }
    this.text = this.text.slice(cut) + chunk;
    this.pos -= cut;
    if (this.start >= 0) this.start -= cut;
    return true;
  }
}

/** A piece of JSON text parsed; malformed text is NotStreamable (the whole text says where). */
export function parsePiece(piece: string): unknown {
  try {
    return JSON.parse(piece);
  } catch {
    throw new NotStreamable('a piece is not valid JSON');
  }
}
