import { RE2JS } from 're2js';
import { UserError } from '../../kernel/index.js';
import { backtracksLinearly } from './backtracking.js';
import { INVALID_PATTERN_MESSAGE, LONG_PATTERN_MESSAGE, UNSUPPORTED_PATTERN_MESSAGE } from './messages.js';
import { MAX_PATTERN_LENGTH, type FindOptions } from './options.js';

/** Tests a cell's text against the query, and rewrites it for a replacement. */
export interface Matcher {
  test(text: string): boolean;
  replace(text: string, replacement: string): string;
}

/**
 * The query as a regular expression: escaped unless `regex` is asked for. Every search takes time linear
 * in the text, since nothing can interrupt a regular expression once it runs: a pattern from the person
 * must be one RE2 accepts (no backreferences or lookaround), and runs on re2js (linear-time, ~10x slower
 * than RegExp per cell) unless RegExp is sure to be linear on it too (`backtracksLinearly`).
 */
export function matcherOf(options: FindOptions): Matcher {
  const source = options.regex ? checkedPattern(options.query) : escape(options.query);
  const whole = options.wholeCell ? `^(?:${source})$` : source;
  if (!options.regex || backtracksLinearly(options.query)) return regExpMatcher(new RegExp(whole, options.matchCase ? 'g' : 'gi'), !options.regex);
  return re2Matcher(RE2JS.compile(forRe2(whole), options.matchCase ? 0 : RE2JS.CASE_INSENSITIVE));
}

function regExpMatcher(pattern: RegExp, literal: boolean): Matcher {
  return {
    test(text) {
      pattern.lastIndex = 0;
      return pattern.test(text);
    },
    replace(text, replacement) {
      pattern.lastIndex = 0;
      // A function keeps `$&` and `$1` in the replacement literal when the query is literal text.
      return literal ? text.replace(pattern, () => replacement) : text.replace(pattern, replacement);
    },
  };
}

/** re2js reads a replacement's `$1`, `$<name>`, `$&` and `$$` as String.prototype.replace does. */
function re2Matcher(pattern: RE2JS): Matcher {
  return {
    test: (text) => pattern.test(text),
    replace: (text, replacement) => pattern.matcher(text).replaceAll(replacement),
  };
}

/** The person's pattern, if both JavaScript and RE2 read it (so either engine means the same by it). */
function checkedPattern(query: string): string {
  if (query.length > MAX_PATTERN_LENGTH) throw new UserError(LONG_PATTERN_MESSAGE);
  try {
    new RegExp(query);
  } catch {
    throw new UserError(INVALID_PATTERN_MESSAGE);
  }
  try {
    RE2JS.compile(forRe2(query));
  } catch {
    throw new UserError(UNSUPPORTED_PATTERN_MESSAGE);
  }
  return query;
}

/**
 * The pattern in RE2's syntax: the same but for `\uXXXX`, which RE2 writes `\x{XXXX}`. (re2js's own
 * translateRegExp is not used: it drops escapes it does not know, so `\k<x>` would search for `k<x>`.)
 */
function forRe2(pattern: string): string {
  return pattern.replace(/(?<!\\)((?:\\\\)*)\\u([0-9a-fA-F]{4})/g, '$1\\x{$2}');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
