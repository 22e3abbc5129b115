const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const DOT = 0x2e;
const MINUS = 0x2d;
const ZERO = 0x30;
/** Below this, every integer scaled from a value with up to MAX_DECIMALS decimals is exact, and doubles are closer together than its last digit (see `decimalDigits`). */
const EXACT_LIMIT = 2 ** 50;
const SMALL = 2 ** 31;
const SCALES = [1, 10, 100, 1000, 10000, 100000, 1000000];
const MAX_DECIMALS = SCALES.length - 1;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const NULL_BYTES = [0x6e, 0x75, 0x6c, 0x6c];
const TRUE_BYTES = [0x74, 0x72, 0x75, 0x65];
const FALSE_BYTES = [0x66, 0x61, 0x6c, 0x73, 0x65];

/**
 * A growing buffer of UTF-8 bytes a batch of results is written into, and a JSON writer with exactly
 * JSON.stringify's output for the values a template's outputs hold (objects, arrays, strings, numbers,
 * booleans, null). Why not JSON.stringify then TextEncoder: a loan result is ~1.1 KB of which most is
 * numbers such as 1122.61, and V8 formats each by its shortest-digits search; here a number with few
 * decimals is written from an integer (`decimalDigits`), the bytes go straight into one buffer per batch
 * (no string per result, no concatenation, no encoding pass), and `"key":` is encoded once per key.
 */
export class JsonBytes {
  private buffer = new Uint8Array(1 << 16);
  private at = 0;
  private readonly keys = new Map<string, Uint8Array>();
  private readonly encoder = new TextEncoder();

  /** The bytes written so far. */
  get length(): number {
    return this.at;
  }

  /** The bytes written, in a buffer of their own (it may be moved to another thread). */
  bytes(): Uint8Array {
    return this.buffer.slice(0, this.at);
  }

  /** Forgets what was written, keeping the buffer and the encoded keys for the next batch. */
  reset(): void {
    this.at = 0;
  }

  /** Forgets what was written past `length` (a result line given up half-way). */
  truncate(length: number): void {
    this.at = Math.min(this.at, length);
  }

  /** Any text, as UTF-8. */
  text(text: string): void {
    this.room(text.length * 3);
    this.at += this.encoder.encodeInto(text, this.buffer.subarray(this.at)).written;
  }

  /**
   * A JSON value, as JSON.stringify writes it (undefined inside an object or array as JSON.stringify does:
   * left out, or null). Anything but plain objects, arrays and scalars (a toJSON, a class) goes through JSON.stringify.
   */
  json(value: unknown): void {
    if (typeof value === 'number') this.number(value);
    else if (typeof value === 'string') this.string(value);
    else if (value === null) this.raw(NULL_BYTES);
    else if (typeof value === 'boolean') this.raw(value ? TRUE_BYTES : FALSE_BYTES);
    else if (Array.isArray(value)) this.array(value);
    else if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) this.object(value as Record<string, unknown>);
    else this.text(JSON.stringify(value) ?? 'null');
  }

  /** A number as JSON.stringify writes it (NaN and infinities as null). */
  number(value: number): void {
    if (!Number.isFinite(value)) return this.raw(NULL_BYTES);
    const decimals = decimalDigits(value);
    if (decimals < 0) return this.ascii(String(value));
    this.room(24);
    const whole = Math.abs(Math.round(value * SCALES[decimals]));
    if (value < 0) this.buffer[this.at++] = MINUS;
    // Digits are written backwards from the number's end; the point goes `decimals` digits from the right.
    const length = Math.max(digitCount(whole), decimals + 1) + (decimals > 0 ? 1 : 0);
    if (whole < SMALL) this.smallDigits(whole, decimals, length);
    else this.digits(whole, decimals, length);
    this.at += length;
  }

  /** The digits of a whole number below 2^31, with small-integer arithmetic (the common case: amounts, counts). */
  private smallDigits(whole: number, decimals: number, length: number): void {
    const buffer = this.buffer;
    let digits = whole | 0;
    let write = this.at + length - 1;
    for (let written = 0; write >= this.at; written++) {
      if (written === decimals && decimals > 0) {
        buffer[write--] = DOT;
        continue;
      }
      const next = (digits / 10) | 0;
      buffer[write--] = ZERO + digits - next * 10;
      digits = next;
    }
  }

  private digits(whole: number, decimals: number, length: number): void {
    let digits = whole;
    let write = this.at + length - 1;
    for (let written = 0; write >= this.at; written++) {
      if (written === decimals && decimals > 0) {
        this.buffer[write--] = DOT;
        continue;
      }
      this.buffer[write--] = ZERO + (digits % 10);
      digits = Math.floor(digits / 10);
    }
  }

  /** A string as JSON.stringify quotes it. */
  string(value: string): void {
    this.room(value.length + 2);
    const start = this.at;
    this.buffer[this.at++] = QUOTE;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      // Control characters, quotes, backslashes and anything past ASCII: JSON.stringify escapes and encodes them.
      if (code < 0x20 || code === QUOTE || code === BACKSLASH || code > 0x7e) {
        this.at = start;
        return this.text(JSON.stringify(value));
      }
      this.buffer[this.at++] = code;
    }
    this.buffer[this.at++] = QUOTE;
  }

  /** Text known to be ASCII (a number's digits, punctuation). */
  ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.at++] = text.charCodeAt(i);
  }

  private object(value: Record<string, unknown>): void {
    this.byte(OPEN_OBJECT);
    let first = true;
    // A plain object (`json`): for-in meets its own keys only, in JSON.stringify's order.
    for (const key in value) {
      const item = value[key];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      if (!first) this.byte(COMMA);
      first = false;
      this.raw(this.keyBytes(key));
      this.json(item);
    }
    this.byte(CLOSE_OBJECT);
  }

  private array(value: readonly unknown[]): void {
    this.byte(OPEN_ARRAY);
    for (let i = 0; i < value.length; i++) {
      if (i > 0) this.byte(COMMA);
      const item = value[i];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') this.raw(NULL_BYTES);
      else this.json(item);
    }
    this.byte(CLOSE_ARRAY);
  }

  /** `"key":` as bytes, encoded once: a template's outputs have the same keys in every result. */
  private keyBytes(key: string): Uint8Array {
    let bytes = this.keys.get(key);
    if (!bytes) {
      bytes = this.encoder.encode(`${JSON.stringify(key)}:`);
      this.keys.set(key, bytes);
    }
    return bytes;
  }

  /** Bytes as they are (UTF-8 already). */
  raw(bytes: ArrayLike<number>): void {
    this.room(bytes.length);
    const buffer = this.buffer;
    let at = this.at;
    for (let i = 0; i < bytes.length; i++) buffer[at++] = bytes[i];
    this.at = at;
  }

  private byte(code: number): void {
    this.room(1);
    this.buffer[this.at++] = code;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.at + bytes));
    grown.set(this.buffer.subarray(0, this.at));
    this.buffer = grown;
  }
}

/**
 * How many decimals `value` is written with, when it is a decimal of at most MAX_DECIMALS decimals whose
 * digits JSON.stringify writes without an exponent; -1 otherwise (then String(value) writes it). The
 * decimal c / 10^d (c a whole number) is what JSON.stringify writes for a value when dividing c by 10^d
 * gives exactly that value (the division is correctly rounded, so that decimal reads back as the value)
 * and no decimal of fewer digits reads back as it: any other decimal with no more digits differs by at
 * least 10^-d, more than the spacing of doubles below 2^50 / 10^d. Trying the fewest decimals first finds
 * the digits without trailing zeros.
 */
function decimalDigits(value: number): number {
  const size = Math.abs(value);
  for (let decimals = 0; decimals <= MAX_DECIMALS; decimals++) {
    const scale = SCALES[decimals];
    const scaled = Math.round(size * scale);
    if (scaled >= EXACT_LIMIT) return -1;
    if (scaled / scale === size) return decimals;
  }
  return -1;
}

function digitCount(whole: number): number {
  let count = 1;
  for (let power = 10; power <= whole; power *= 10) count++;
  return count;
}
