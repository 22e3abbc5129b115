import { describe, expect, it } from 'vitest';
import { wildcardMatcher, type TildeRule } from '../../../../../plugins/formulas/functions/shared/wildcard-match.js';
import { call, col } from '../call.js';

/** The regular expression criteria and lookups used before (kept here as the reference). */
function reference(pattern: string, tilde: TildeRule): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '~' && i + 1 < pattern.length && (tilde === 'escapes-any' || '?*~'.includes(pattern[i + 1]))) source += escape(pattern[++i]);
    else if (ch === '*') source += '[\\s\\S]*';
    else if (ch === '?') source += '[\\s\\S]';
    else source += escape(ch);
  }
  return new RegExp(`^${source}$`, 'i');
}

function escape(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Every string of up to `length` characters over `alphabet`. */
function strings(alphabet: string, length: number): string[] {
  let all = [''];
  let level = [''];
  for (let n = 0; n < length; n++) {
    level = level.flatMap((s) => [...alphabet].map((ch) => s + ch));
    all = all.concat(level);
  }
  return all;
}

describe('wildcardMatcher (criteria and lookup keys, whole text, any case)', () => {
  it('matches as the regular expressions it replaces, on every short pattern and text', () => {
    const texts = strings('aAb~', 4);
    const differences: string[] = [];
    let compared = 0;
    for (const tilde of ['escapes-any', 'escapes-wildcards'] as const) {
      for (const pattern of strings('a*?~B', 4)) {
        const matches = wildcardMatcher(pattern, tilde);
        const regex = reference(pattern, tilde);
        for (const text of texts) {
          compared++;
          if (matches(text) !== regex.test(text)) differences.push(`${tilde} ${pattern} on ${text}`);
        }
      }
    }
    expect(compared).toBe(2 * 781 * 341);
    expect(differences).toEqual([]);
  });

  it('compares letters as RegExp\'s i flag does, beyond ASCII too', () => {
    for (const [pattern, text] of [['é*', 'École'], ['straße', 'STRASSE'], ['*ß', 'Maß'], ['s*', 'ſun'], ['?x', 'İx'], ['ǅ', 'ǆ']]) {
      expect(wildcardMatcher(pattern, 'escapes-any')(text), `${pattern} on ${text}`).toBe(reference(pattern, 'escapes-any').test(text));
    }
  });

  it('answers patterns with many stars over long texts (polynomial in RegExp: a degree per star)', () => {
    const long = 'a'.repeat(32_000);
    expect(wildcardMatcher('*a*a*a*a*a*a*b', 'escapes-any')(long)).toBe(false);
    expect(wildcardMatcher('*a*a*a*a*a*a*', 'escapes-wildcards')(long)).toBe(true);
    expect(call('COUNTIF', [col(long, `${long}b`, 'x'), '*a*a*a*a*a*a*b'])).toBe(1);
    expect(call('MATCH', ['*a?a*a*a*a*a*b', col(long, 'x', `${long}b`), 0])).toBe(3);
  });
});
