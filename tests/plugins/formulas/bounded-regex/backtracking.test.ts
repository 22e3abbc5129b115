import { describe, expect, it } from 'vitest';
import { backtracksLinearly } from '../../../../plugins/formulas/bounded-regex/backtracking.js';

describe('backtracksLinearly (which patterns RegExp may run instead of re2js)', () => {
  it('accepts patterns that can match in one way only', () => {
    for (const pattern of ['item 99', 'a|b|cd', '\\d{3}-\\d{4}', '[a-z*+?]x', '\\(a\\)\\*', '(?:ab)c', '(?<name>ab)', '^x$', 'a{,2}']) expect(backtracksLinearly(pattern), pattern).toBe(true);
  });

  it('refuses any repetition but an exact one of an atom, and alternatives inside a group', () => {
    for (const pattern of ['a*a*b', '(a|aa)*b', 'a+', 'colou?r', 'a{2,}', 'a{1,3}', '(ab){3}', '(a|b)c', '(?:x(a|aa))', '[ab]*', '\\p{L}']) expect(backtracksLinearly(pattern), pattern).toBe(false);
  });
});
