import { describe, expect, it } from 'vitest';
import { backtracksLinearly } from '../../../../plugins/formulas/bounded-regex/backtracking.js';
import { boundedRegex, type BoundedRegex } from '../../../../plugins/formulas/bounded-regex/bounded-regex.js';

function compiled(pattern: string, options?: Parameters<typeof boundedRegex>[1]): BoundedRegex {
  const regex = boundedRegex(pattern, options);
  if (typeof regex === 'string') throw new Error(`${pattern}: ${regex}`);
  return regex;
}

const TEXTS = ['', 'Spreadsheets', 'John Smith', 'a1b22c333', 'Price: $14.95', '2024-03-09', 'colour color', 'aaa', 'x\ny', 'ÉCOLE école', 'a.b*c'];

describe('boundedRegex (find\'s and the sheet functions\' regular expressions)', () => {
  // Each runs on re2js (the test checks it): its results must be JavaScript's.
  it.each([
    ['\\d+', '#'], ['(\\w+) (\\w+)', '$2, $1'], ['colou?r', '<$&>'], ['[a-z]+', '$$'], ['(?<year>\\d{4})-(\\d+)', '$<year>/$2'],
    ['x*', '-'], ['(a|b)(c)?', '[$1|$2]'], ['S.*d', 'Bed'], ['^\\w+', '$`'], ['\\$(\\d+)\\.(\\d+)', '$2.$1'], ['é+', 'e'], ['\\u0041|a+', 'A'],
  ])('gives RegExp\'s results on re2js for %s', (pattern, replacement) => {
    expect(backtracksLinearly(pattern)).toBe(false);
    for (const ignoreCase of [false, true]) {
      const regex = compiled(pattern, { ignoreCase });
      const js = new RegExp(pattern, ignoreCase ? 'i' : '');
      const all = new RegExp(pattern, ignoreCase ? 'gi' : 'g');
      for (const text of TEXTS) {
        expect(regex.test(text), `${pattern} on ${text}`).toBe(js.test(text));
        expect(regex.firstMatch(text), `${pattern} on ${text}`).toEqual(js.exec(text) === null ? null : [...js.exec(text)!]);
        expect(regex.replaceAll(text, replacement), `${pattern} on ${text}`).toBe(text.replace(all, replacement));
      }
    }
  });

  it('keeps RegExp for patterns that match in one way only, with the same results', () => {
    const regex = compiled('\\d{4}-(\\d\\d)', { wholeText: true });
    expect(regex.firstMatch('2024-03')).toEqual(['2024-03', '03']);
    expect(regex.test('x2024-03')).toBe(false);
    expect(compiled('a|b').replaceAll('abc', '[$&]')).toBe('[a][b]c');
  });

  it('answers patterns that backtrack exponentially or polynomially in JavaScript', () => {
    const text = 'a'.repeat(30_000);
    for (const pattern of ['(a+)+b', '(a|aa)*b', 'a*a*a*b', '(a|a)*$x', '.*.*.*b', '(\\w+\\s?)+$!']) {
      const regex = compiled(pattern);
      expect(regex.test(text), pattern).toBe(false);
      expect(regex.firstMatch(text), pattern).toBeNull();
      expect(regex.replaceAll(text, 'x'), pattern).toBe(text);
    }
  });

  it('refuses what JavaScript cannot read, and what RE2 cannot run', () => {
    expect(boundedRegex('(')).toBe('invalid');
    expect(boundedRegex('[')).toBe('invalid');
    for (const pattern of ['(a)\\1', '(?<x>a)\\k<x>', 'a(?=b)', '(?<=a)b', '(?!a)b']) expect(boundedRegex(pattern), pattern).toBe('unsupported');
  });
});
