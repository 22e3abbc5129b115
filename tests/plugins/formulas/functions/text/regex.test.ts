import { describe } from 'vitest';
import { table } from './table.js';

describe('REGEXMATCH, REGEXEXTRACT, REGEXREPLACE', () => {
  table([
    ['REGEXMATCH', ['Spreadsheets', 'S.r'], true],
    ['REGEXMATCH', ['Spreadsheets', '^s'], false],
    ['REGEXMATCH', ['Spreadsheets', '(?i)^s'], true],
    ['REGEXMATCH', [123, '^\\d+$'], true],
    ['REGEXMATCH', ['x', '('], '#VALUE!'],
    ['REGEXMATCH', ['aaaa', '(a+)+b'], '#VALUE!'],
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
