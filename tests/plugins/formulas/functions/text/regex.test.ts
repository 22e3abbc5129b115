import { describe, expect, it } from 'vitest';
import { call } from '../call.js';
import { table } from './table.js';

describe('REGEXMATCH, REGEXEXTRACT, REGEXREPLACE', () => {
  table([
    ['REGEXMATCH', ['Spreadsheets', 'S.r'], true],
    ['REGEXMATCH', ['Spreadsheets', '^s'], false],
    ['REGEXMATCH', ['Spreadsheets', '(?i)^s'], true],
    ['REGEXMATCH', [123, '^\\d+$'], true],
    ['REGEXMATCH', ['x', '('], '#VALUE!'],
    ['REGEXMATCH', ['aaaa', '(a+)+b'], false],
    ['REGEXMATCH', ['aaab', '(a+)+b'], true],
    ['REGEXMATCH', ['abab', '(ab)\\1'], '#VALUE!'],
    ['REGEXEXTRACT', ['Needle in a haystack', '[A-Z][a-z]+'], 'Needle'],
    ['REGEXEXTRACT', ['Price: $14.95', '\\$(\\d+\\.\\d+)'], '14.95'],
    ['REGEXEXTRACT', ['2024-03-09', '(\\d+)-(\\d+)-(\\d+)'], [['2024', '03', '09']]],
    ['REGEXEXTRACT', ['abc', '\\d'], '#N/A'],
    ['REGEXREPLACE', ['Spreadsheets', 'S.*d', 'Bed'], 'Bedsheets'],
    ['REGEXREPLACE', ['a1b22c333', '\\d+', '#'], 'a#b#c#'],
    ['REGEXREPLACE', ['John Smith', '(\\w+) (\\w+)', '$2, $1'], 'Smith, John'],
    ['REGEXREPLACE', ['abc', '[', 'x'], '#VALUE!'],
  ]);
});

describe('REGEX functions on patterns a backtracking engine takes minutes or years on (they run on re2js)', () => {
  const long = 'a'.repeat(32_767);
  it.each([['(a+)+b'], ['(a|aa)*b'], ['a*a*a*b'], ['.*.*.*b'], ['(\\w+\\s?)+$!']])('answers %s over a 32,767-character text', (pattern) => {
    expect(call('REGEXMATCH', [long, pattern])).toBe(false);
    expect(call('REGEXTEST', [long, pattern, 1])).toBe(false);
    expect(call('REGEXEXTRACT', [long, pattern])).toMatchObject({ code: '#N/A' });
    expect(call('REGEXREPLACE', [long, pattern, 'x'])).toBe(long);
  });

  it('serves long texts to every pattern, costly or not (no length cap any more)', () => {
    expect(call('REGEXMATCH', [`${long}b`, 'a*a*b'])).toBe(true);
    expect(call('REGEXEXTRACT', [`ID-${'9'.repeat(20_000)}`, '^ID-(\\d{3})'])).toBe('999');
    expect(call('REGEXREPLACE', ['aaab aab', '(a|aa)+b', '<$&>'])).toBe('<aaab> <aab>');
  });

  it('gives #VALUE! for what RE2 cannot run and what JavaScript cannot read, #N/A for no match', () => {
    expect(call('REGEXEXTRACT', ['abab', '(ab)\\1'])).toMatchObject({ code: '#VALUE!' });
    expect(call('REGEXREPLACE', ['ab', 'a(?=b)', 'x'])).toMatchObject({ code: '#VALUE!' });
    expect(call('REGEXTEST', ['ab', '(?<=a)b'])).toMatchObject({ code: '#VALUE!' });
    expect(call('REGEXMATCH', ['ab', '(?P<x>a)'])).toMatchObject({ code: '#VALUE!' });
    expect(call('REGEXEXTRACT', ['abc', 'x+'])).toMatchObject({ code: '#N/A' });
  });
});
