import { UserError } from '../../kernel/index.js';
import { INVALID_PATTERN_MESSAGE, LONG_PATTERN_MESSAGE, UNSAFE_PATTERN_MESSAGE } from './messages.js';
import { MAX_PATTERN_LENGTH, type FindOptions } from './options.js';
import { repeatsRiskyGroup } from './risky-repetition.js';

/** Tests a cell's text against the query, and rewrites it for a replacement. */
export interface Matcher {
  test(text: string): boolean;
  replace(text: string, replacement: string): string;
}

/**
 * The query as a regular expression: escaped unless `regex` is asked for. A pattern given by the person is
 * checked before use (syntax, length, a repeated group holding a repetition or alternatives), since no search can interrupt a regular
 * expression once it runs.
 */
export function matcherOf(options: FindOptions): Matcher {
  const flags = options.matchCase ? 'g' : 'gi';
  const source = options.regex ? checkedPattern(options.query) : escape(options.query);
  const whole = options.wholeCell ? `^(?:${source})$` : source;
  const pattern = new RegExp(whole, flags);
  return {
    test(text) {
      pattern.lastIndex = 0;
      return pattern.test(text);
    },
    replace(text, replacement) {
      pattern.lastIndex = 0;
      // A function keeps `$&` and `$1` in the replacement literal when the query is literal text.
      return options.regex ? text.replace(pattern, replacement) : text.replace(pattern, () => replacement);
    },
  };
}

function checkedPattern(query: string): string {
  if (query.length > MAX_PATTERN_LENGTH) throw new UserError(LONG_PATTERN_MESSAGE);
  if (repeatsRiskyGroup(query)) throw new UserError(UNSAFE_PATTERN_MESSAGE);
  try {
    new RegExp(query);
  } catch {
    throw new UserError(INVALID_PATTERN_MESSAGE);
  }
  return query;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
