/**
 * SEARCH's wildcards (? any one character, * any run, ~ escapes ? * ~) without regular expressions.
 * A backtracking engine takes seconds on SEARCH("a*a*b", <2,000 a's>); this matcher is O(n·m).
 *
 * SEARCH only asks where a match starts, and whatever follows the pattern is free, so a match is
 * the pattern's *-separated segments found in order: the first at the start position (unless the
 * pattern begins with *), each next one at its leftmost place after the previous. Taking the
 * leftmost place never loses a match, and if the rest fails after the earliest start of the first
 * segment it fails after every later one, so one pass decides.
 */
type Token = string | typeof ANY;
const ANY = Symbol('any');

interface Wildcard {
  readonly leadingStar: boolean;
  readonly segments: readonly (readonly Token[])[];
}

/** Splits a (lower-cased) pattern into segments of characters and ? between stars. */
export function parseWildcard(pattern: string): Wildcard {
  const segments: Token[][] = [[]];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '~' && i + 1 < pattern.length && '?*~'.includes(pattern[i + 1])) segments[segments.length - 1].push(pattern[++i]);
    else if (ch === '*') segments.push([]);
    else segments[segments.length - 1].push(ch === '?' ? ANY : ch);
  }
  return { leadingStar: segments.length > 1 && segments[0].length === 0, segments: segments.filter((s) => s.length > 0) };
}

function matchesAt(text: string, segment: readonly Token[], at: number): boolean {
  for (let k = 0; k < segment.length; k++) {
    const t = segment[k];
    if (t !== ANY && text[at + k] !== t) return false;
  }
  return true;
}

function find(text: string, segment: readonly Token[], from: number): number {
  if (!segment.includes(ANY)) return text.indexOf(segment.join(''), from);
  for (let i = from; i + segment.length <= text.length; i++) if (matchesAt(text, segment, i)) return i;
  return -1;
}

/** Zero-based position where the pattern first matches at or after `from`, or -1. Inputs lower-cased. */
export function wildcardSearch(text: string, pattern: Wildcard, from: number): number {
  const [first, ...rest] = pattern.segments;
  if (first === undefined) return from;
  const start = find(text, first, from);
  if (start < 0) return -1;
  let next = start + first.length;
  for (const segment of rest) {
    const at = find(text, segment, next);
    if (at < 0) return -1;
    next = at + segment.length;
  }
  return pattern.leadingStar ? from : start;
}
