import { UserError } from '../../kernel/index.js';
import { boundedRegex } from '../formulas/index.js';
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
 * is a `boundedRegex` (one RE2 accepts, on re2js unless RegExp is sure to be linear on it too).
 */
export function matcherOf(options: FindOptions): Matcher {
  if (!options.regex) {
    const source = escape(options.query);
    return literalMatcher(new RegExp(options.wholeCell ? `^(?:${source})$` : source, options.matchCase ? 'g' : 'gi'));
  }
  if (options.query.length > MAX_PATTERN_LENGTH) throw new UserError(LONG_PATTERN_MESSAGE);
  const regex = boundedRegex(options.query, { ignoreCase: !options.matchCase, wholeText: options.wholeCell });
  if (regex === 'invalid') throw new UserError(INVALID_PATTERN_MESSAGE);
  if (regex === 'unsupported') throw new UserError(UNSUPPORTED_PATTERN_MESSAGE);
  return { test: (text) => regex.test(text), replace: (text, replacement) => regex.replaceAll(text, replacement) };
}

function literalMatcher(pattern: RegExp): Matcher {
  return {
    test(text) {
      pattern.lastIndex = 0;
      return pattern.test(text);
    },
    // A function keeps `$&` and `$1` in the replacement literal, as the query is literal text.
    replace: (text, replacement) => text.replace(pattern, () => replacement),
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
