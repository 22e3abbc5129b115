/**
 * Excel's wildcards matched against a whole text, case-insensitively, without regular expressions: a
 * criterion (COUNTIF & co.) or a lookup key (MATCH, VLOOKUP, XLOOKUP) is a person's pattern, and as a
 * RegExp each `*` became `[\s\S]*`, so `*a*a*a*a*b` took time to the power of its stars on a long text.
 * Here the pattern is its `*`-separated segments: the first must start the text and the last end it,
 * and each one between is found at its leftmost place after the one before (taking the leftmost never
 * loses a match), so a test costs at most the text's length times the pattern's.
 */
type Token = string | typeof ANY;
const ANY = Symbol('any');

/** Whether `~` makes any next character literal (criteria), or only `*`, `?` and `~` (lookups, where `~x` is two characters). */
export type TildeRule = 'escapes-any' | 'escapes-wildcards';

export function wildcardMatcher(pattern: string, tilde: TildeRule): (text: string) => boolean {
  const segments = segmentsOf(folded(pattern), tilde);
  if (segments.length === 1) {
    const only = segments[0];
    return (text) => text.length === only.length && matchesAt(folded(text), only, 0);
  }
  const first = segments[0];
  const last = segments[segments.length - 1];
  const middle = segments.slice(1, -1).filter((segment) => segment.length > 0);
  const least = segments.reduce((sum, segment) => sum + segment.length, 0);
  return (raw) => {
    if (raw.length < least) return false;
    const text = folded(raw);
    const end = text.length - last.length;
    if (!matchesAt(text, first, 0) || !matchesAt(text, last, end)) return false;
    let at = first.length;
    for (const segment of middle) {
      const found = find(text, segment, at, end);
      if (found < 0) return false;
      at = found + segment.length;
    }
    return true;
  };
}

/** The pattern's segments between stars (empty before a leading star or after a trailing one). */
function segmentsOf(pattern: string, tilde: TildeRule): Token[][] {
  const segments: Token[][] = [[]];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    const escapes = ch === '~' && i + 1 < pattern.length && (tilde === 'escapes-any' || '?*~'.includes(pattern[i + 1]));
    if (escapes) segments[segments.length - 1].push(pattern[++i]);
    else if (ch === '*') segments.push([]);
    else segments[segments.length - 1].push(ch === '?' ? ANY : ch);
  }
  return segments;
}

function matchesAt(text: string, segment: readonly Token[], at: number): boolean {
  for (let k = 0; k < segment.length; k++) {
    const token = segment[k];
    if (token !== ANY && text[at + k] !== token) return false;
  }
  return true;
}

/** The leftmost place at or after `from` where `segment` matches and ends by `end`, or -1. */
function find(text: string, segment: readonly Token[], from: number, end: number): number {
  for (let i = from; i + segment.length <= end; i++) if (matchesAt(text, segment, i)) return i;
  return -1;
}

/**
 * The text with each character as RegExp's `i` flag compares it (ECMAScript's Canonicalize without `u`):
 * upper-cased, unless that makes more than one character or turns a non-ASCII one ASCII. The whole
 * text is upper-cased at once when that keeps its length and it is ASCII, the usual case.
 */
function folded(text: string): string {
  const upper = text.toUpperCase();
  // eslint-disable-next-line no-control-regex -- the range is ASCII, NUL included
  if (upper.length === text.length && !/[^\x00-\x7f]/.test(text)) return upper;
  let out = '';
  for (const ch of text.split('')) {
    const up = ch.toUpperCase();
    out += up.length !== 1 || (ch.charCodeAt(0) >= 128 && up.charCodeAt(0) < 128) ? ch : up;
  }
  return out;
}
