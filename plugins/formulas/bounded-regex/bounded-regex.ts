import { RE2JS } from 're2js';
import { backtracksLinearly } from './backtracking.js';

/**
 * A person's regular expression (find's, or a sheet function's), run in time linear in the text: nothing
 * can interrupt a regular expression once it runs, and one pattern can take minutes per cell on a
 * backtracking engine (`(a|aa)*b`, `a*a*b`). A pattern must parse in JavaScript's syntax and in RE2's (so
 * either engine means the same by it; RE2 has no backreferences or lookaround), and runs on re2js
 * (linear-time, ~10x slower per call) unless JavaScript's RegExp is sure to be linear on it too.
 */
export interface BoundedRegex {
  /** Whether the text holds a match. */
  test(text: string): boolean;
  /** The first match, then its groups (undefined for one that took no part); null when none. */
  firstMatch(text: string): readonly (string | undefined)[] | null;
  /** Every match replaced; the replacement's `$1`, `$<name>`, `$&` and `$$` read as String.prototype.replace reads them. */
  replaceAll(text: string, replacement: string): string;
}

/** Why a pattern is refused: not valid JavaScript, or a construct RE2 cannot run (`\1`, `(?=`, `(?<=`, `\k<x>`). */
export type RegexProblem = 'invalid' | 'unsupported';

export interface BoundedRegexOptions {
  readonly ignoreCase?: boolean;
  /** The whole text must match, not a part of it. */
  readonly wholeText?: boolean;
}

export function boundedRegex(pattern: string, options: BoundedRegexOptions = {}): BoundedRegex | RegexProblem {
  const problem = patternProblem(pattern);
  if (problem !== undefined) return problem;
  const source = options.wholeText ? `^(?:${pattern})$` : pattern;
  if (backtracksLinearly(pattern)) return regExpRegex(source, options.ignoreCase ? 'i' : '');
  return re2Regex(RE2JS.compile(forRe2(source), options.ignoreCase ? RE2JS.CASE_INSENSITIVE : 0));
}

function patternProblem(pattern: string): RegexProblem | undefined {
  try {
    new RegExp(pattern);
  } catch {
    return 'invalid';
  }
  try {
    RE2JS.compile(forRe2(pattern));
  } catch {
    return 'unsupported';
  }
  return undefined;
}

function regExpRegex(source: string, flags: string): BoundedRegex {
  const first = new RegExp(source, flags);
  const every = new RegExp(source, flags + 'g');
  return {
    test: (text) => first.test(text),
    firstMatch(text) {
      const match = first.exec(text);
      return match && [...match];
    },
    replaceAll: (text, replacement) => text.replace(every, replacement),
  };
}

function re2Regex(pattern: RE2JS): BoundedRegex {
  return {
    test: (text) => pattern.test(text),
    firstMatch(text) {
      const matcher = pattern.matcher(text);
      if (!matcher.find()) return null;
      return Array.from({ length: matcher.groupCount() + 1 }, (_, group) => matcher.group(group) ?? undefined);
    },
    replaceAll: (text, replacement) => pattern.matcher(text).replaceAll(replacement),
  };
}

/**
 * The pattern in RE2's syntax: the same but for `\uXXXX`, which RE2 writes `\x{XXXX}`. (re2js's own
 * translateRegExp is not used: it drops escapes it does not know, so `\k<x>` would search for `k<x>`.)
 */
function forRe2(pattern: string): string {
  return pattern.replace(/(?<!\\)((?:\\\\)*)\\u([0-9a-fA-F]{4})/g, '$1\\x{$2}');
}
