import { describe, expect, it } from 'vitest';
import { maxTextFor, patternDegree } from '../../../../../plugins/formulas/functions/text/regex-guard.js';
import { call } from '../call.js';

describe('regular expression cost guard', () => {
  it.each([
    ['abc', 1],
    ['^abc', 0],
    ['^.*b', 1],
    ['a*b', 2],
    ['\\w+b', 2],
    ['(\\w+) (\\w+)', 2],
    ['[a-z]+@[a-z]+\\.com', 2],
    ['.*.*b', 3],
    ['\\d+\\d+x', 3],
    ['.*.*.*b', 4],
    ['a{2,5}b', 1],
    ['a{2,}b', 2],
    ['^\\d{3}-\\d{4}$', 0],
  ] as const)('%s has degree %i', (pattern, degree) => expect(patternDegree(pattern, '')).toBe(degree));

  it('caps the text length by the degree, and repeated alternation hardest', () => {
    expect(maxTextFor('abc', '')).toBe(32_767);
    expect(maxTextFor('a*b', '')).toBe(4472);
    expect(maxTextFor('.*.*b', '')).toBe(271);
    expect(maxTextFor('(a|aa)*b', '')).toBe(24);
  });

  // Each of these would take seconds on a backtracking engine without the cap.
  it.each([
    ['a'.repeat(32_767), 'a*b'],
    ['a'.repeat(32_767), '[a-z]+@[a-z]+\\.com'],
    ['a'.repeat(1000), '.*.*b'],
    ['a'.repeat(40), '(a|a)*b'],
  ])('refuses a long text for a costly pattern quickly (%#)', (text, pattern) => {
    const start = performance.now();
    expect(call('REGEXMATCH', [text, pattern])).toMatchObject({ code: '#VALUE!' });
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('runs within the cap in reasonable time', () => {
    const start = performance.now();
    expect(call('REGEXMATCH', ['a'.repeat(4000), 'a*b'])).toBe(false);
    expect(call('REGEXMATCH', ['a'.repeat(250), '.*.*b'])).toBe(false);
    expect(call('REGEXMATCH', ['a'.repeat(20), '(a|a)*b'])).toBe(false);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('still serves long texts to cheap patterns', () => {
    expect(call('REGEXMATCH', ['x'.repeat(30_000) + 'needle', 'needle'])).toBe(true);
    expect(call('REGEXEXTRACT', ['ID-' + '9'.repeat(20_000), '^ID-(\\d{3})'])).toBe('999');
  });
});
