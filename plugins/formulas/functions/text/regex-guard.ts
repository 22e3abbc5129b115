/**
 * How long a text a regular expression may run on. Google Sheets runs RE2 (linear time); JavaScript's
 * backtracking engine does not: an unanchored `a*b` over 32,767 "a"s takes seconds (every start
 * position rescans the rest), `.*.*b` is cubic. So the text length is capped by the pattern's
 * worst-case degree d: work grows like n^d, and n^d must stay under a fixed budget (~50 ms).
 *
 * The degree is estimated from a flat scan of the pattern's atoms:
 * - 1 for trying every start position, unless the pattern is anchored with ^ (and has no |);
 * - 1 more if it has any unbounded quantifier (*, +, {n,}, or a bound above 10);
 * - 1 more for each unbounded atom that follows another one with nothing in between that ends the
 *   first one's run: a required literal character the earlier atom cannot match (`\w+ \w+` stays
 *   quadratic; `.*.*` is cubic).
 * Groups are not analysed: a quantified group counts as an atom that matches anything. This
 * over-estimates, which only lowers the cap.
 */
const BUDGET = 2e7;
const MAX_TEXT = 32_767;
const LARGE_BOUND = 10;

interface Atom {
  /** Source of a single-character matcher, or undefined for a group (matches anything). */
  readonly source?: string;
  readonly unbounded: boolean;
  /** Must match at least once (no ?, *, {0,m}). */
  readonly required: boolean;
}

const QUANTIFIER = /^(?:[*+?]|\{(\d+)(?:(,)(\d*))?\})\??/;

function quantified(source: string | undefined, rest: string): { atom: Atom; length: number } {
  const q = QUANTIFIER.exec(rest);
  if (!q) return { atom: { source, unbounded: false, required: true }, length: 0 };
  const symbol = q[0][0];
  const min = symbol === '{' ? Number(q[1]) : symbol === '+' ? 1 : 0;
  const max = symbol === '{' ? (q[2] ? (q[3] ? Number(q[3]) : Infinity) : min) : symbol === '?' ? 1 : Infinity;
  return { atom: { source, unbounded: max > LARGE_BOUND, required: min > 0 }, length: q[0].length };
}

/** The pattern's atoms, in order; group brackets and alternation are skipped. */
function atomsOf(pattern: string): Atom[] {
  const atoms: Atom[] = [];
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    let source: string | undefined;
    let end = i + 1;
    if (ch === '\\') {
      end = i + 2;
      source = pattern.slice(i, end);
      if ('bB'.includes(pattern[i + 1])) source = '';
    } else if (ch === '[') {
      end = i + 1;
      while (end < pattern.length && pattern[end] !== ']') end += pattern[end] === '\\' ? 2 : 1;
      end = Math.min(end + 1, pattern.length);
      source = pattern.slice(i, end);
    } else if (ch === '(') {
      const prefix = /^\(\?(?::|<[^>]*>|[imsx]*\))?/.exec(pattern.slice(i));
      i += prefix ? prefix[0].length : 1;
      continue;
    } else if (ch === ')') {
      source = undefined; // a group: only matters when quantified
      if (!QUANTIFIER.test(pattern.slice(end))) {
        i = end;
        continue;
      }
    } else if ('^$|'.includes(ch)) {
      i = end;
      continue;
    } else source = escapeLiteral(ch);
    if (source === '') {
      i = end;
      continue;
    }
    const { atom, length } = quantified(source, pattern.slice(end));
    atoms.push(atom);
    i = end + length;
  }
  return atoms;
}

function escapeLiteral(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Whether a single-character atom can match a given literal atom's character. */
function overlaps(earlier: Atom, literal: Atom, flags: string): boolean {
  if (earlier.source === undefined || literal.source === undefined) return true;
  const char = literalChar(literal.source);
  if (char === undefined) return true;
  try {
    return new RegExp(`^(?:${earlier.source})$`, flags).test(char);
  } catch {
    return true;
  }
}

/** The character a literal atom stands for, or undefined for a class ("\d", "[a-z]", "."). */
function literalChar(source: string): string | undefined {
  if (source.length === 1) return source === '.' ? undefined : source;
  if (source.length === 2 && source[0] === '\\' && !/[dDwWsSnrtvf0-9]/.test(source[1])) return source[1];
  return undefined;
}

export function patternDegree(pattern: string, flags: string): number {
  const anchored = pattern.startsWith('^') && !pattern.includes('|');
  let degree = anchored ? 0 : 1;
  let open: Atom | undefined;
  let sawUnbounded = false;
  for (const atom of atomsOf(pattern)) {
    if (atom.unbounded) {
      degree += sawUnbounded && open ? 1 : sawUnbounded ? 0 : 1;
      sawUnbounded = true;
      open = atom;
    } else if (open && atom.required && !overlaps(open, atom, flags)) {
      open = undefined;
    }
  }
  return degree;
}

/**
 * A repeated group with alternatives (`(a|ab)*`) can backtrack exponentially when the alternatives
 * overlap, which a flat scan cannot tell; such patterns get the length where 2^n stays in budget.
 */
const REPEATED_ALTERNATION = /\((?:[^()\\]|\\.)*\|(?:[^()\\]|\\.)*\)(?:[+*]|\{\d+,\d*\})/;
const EXPONENTIAL_CAP = Math.floor(Math.log2(BUDGET));

/** The longest text a pattern may be run on (see the module comment). */
export function maxTextFor(pattern: string, flags: string): number {
  if (REPEATED_ALTERNATION.test(pattern)) return EXPONENTIAL_CAP;
  const degree = patternDegree(pattern, flags);
  return degree <= 1 ? MAX_TEXT : Math.min(MAX_TEXT, Math.floor(BUDGET ** (1 / degree)));
}
