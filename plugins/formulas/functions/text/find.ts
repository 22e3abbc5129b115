import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { intArg, textArg, withArgs } from './args.js';
import { parseWildcard, wildcardSearch } from './wildcard-search.js';

/**
 * FIND (case-sensitive, literal) and SEARCH (case-insensitive, wildcards ? * and ~ as escape). The B
 * variants equal the plain ones (no double-byte default language; see slice.ts).
 */
const NOT_FOUND = new FormulaError('#VALUE!', 'Text not found');

function find(needle: string, haystack: string, start: number): number | FormulaError {
  if (start < 1 || start > haystack.length + 1) return ERRORS.VALUE;
  const at = haystack.indexOf(needle, start - 1);
  return at < 0 ? NOT_FOUND : at + 1;
}

function search(needle: string, haystack: string, start: number): number | FormulaError {
  if (start < 1 || start > haystack.length + 1) return ERRORS.VALUE;
  if (!/[?*~]/.test(needle)) {
    const at = haystack.toLowerCase().indexOf(needle.toLowerCase(), start - 1);
    return at < 0 ? NOT_FOUND : at + 1;
  }
  const at = wildcardSearch(haystack.toLowerCase(), parseWildcard(needle.toLowerCase()), start - 1);
  return at < 0 ? NOT_FOUND : at + 1;
}

function finder(name: string, description: string, locate: typeof find): EagerFunction {
  return {
    name,
    category: 'text',
    minArgs: 2,
    maxArgs: 3,
    description,
    syntax: `${name}(find_text, within_text, [start_num])`,
    call: (args) => withArgs([textArg(args, 0), textArg(args, 1), intArg(args, 2, 1)], locate),
  };
}

export const findFunctions: readonly EagerFunction[] = [
  finder('FIND', 'Position of a text within another, case-sensitive.', find),
  finder('FINDB', 'Position of a text within another, case-sensitive (bytes; equal to FIND here).', find),
  finder('SEARCH', 'Position of a text within another, ignoring case, with wildcards ? and *.', search),
  finder('SEARCHB', 'Position of a text within another, ignoring case (bytes; equal to SEARCH here).', search),
];
