import { wildcardMatcher } from '../../shared/wildcard-match.js';

/**
 * Excel wildcards in lookup and criteria text: `*` any run, `?` one character, `~` escapes the next.
 * Matching is case-insensitive and anchored on the whole text.
 */
export function hasWildcard(text: string): boolean {
  return /[*?~]/.test(text);
}

/** A lookup key's matcher (`~` escapes only `*`, `?` and `~`: `~x` is the two characters). */
export function wildcardTest(pattern: string): (text: string) => boolean {
  return wildcardMatcher(pattern, 'escapes-wildcards');
}
