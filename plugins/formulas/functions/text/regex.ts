import { boundedRegex, type BoundedRegex } from '../../bounded-regex/bounded-regex.js';
import type { EagerFunction } from '../../function-definition.js';
import { ArrayValue, ERRORS, FormulaError, type Value } from '../../values.js';
import { intArg, textArg, withArgs } from './args.js';
import { capped } from './limits.js';

/**
 * Google Sheets' REGEXMATCH, REGEXEXTRACT and REGEXREPLACE, and Excel's REGEXTEST. Sheets runs RE2, which
 * cannot backtrack catastrophically; JavaScript's engine can. So each pattern is a `boundedRegex`, as
 * find's are: linear in the text (re2js unless RegExp is sure to be), refusing what RE2 cannot run
 * (backreferences, lookaround). A bad or unsupported pattern gives #VALUE! (Sheets says #REF!, which
 * Gridcast keeps for references).
 */
const MAX_PATTERN = 1000;

const cache = new Map<string, BoundedRegex | FormulaError>();

/** The compiled pattern (cached: a formula copied down a column repeats it), or why it is refused. */
function compile(pattern: string, ignoreCase: boolean): BoundedRegex | FormulaError {
  const key = (ignoreCase ? 'i/' : '/') + pattern;
  let entry = cache.get(key);
  if (entry) return entry;
  entry = build(pattern, ignoreCase);
  if (cache.size > 500) cache.clear();
  cache.set(key, entry);
  return entry;
}

function build(pattern: string, ignoreCase: boolean): BoundedRegex | FormulaError {
  if (pattern.length > MAX_PATTERN) return new FormulaError('#VALUE!', 'Regular expression too long');
  // RE2's inline case-insensitive flag, common in Sheets formulas (JavaScript has no inline flags).
  const source = pattern.startsWith('(?i)') ? pattern.slice(4) : pattern;
  const regex = boundedRegex(source, { ignoreCase: ignoreCase || source !== pattern });
  if (regex === 'unsupported') return new FormulaError('#VALUE!', 'Backreferences and lookaround are not supported');
  if (regex === 'invalid') return new FormulaError('#VALUE!', `Invalid regular expression "${pattern}"`);
  return regex;
}

/** Runs `use` with the compiled pattern, or gives why it is refused. */
function withPattern(pattern: string, ignoreCase: boolean, use: (regex: BoundedRegex) => Value): Value {
  const entry = compile(pattern, ignoreCase);
  return entry instanceof FormulaError ? entry : use(entry);
}

/** The first match; with capture groups, the groups (one group: a text; several: a row). */
function extract(match: readonly (string | undefined)[] | null): Value {
  if (!match) return new FormulaError('#N/A', 'No match');
  if (match.length === 1) return match[0] ?? '';
  if (match.length === 2) return match[1] ?? '';
  return ArrayValue.row(match.slice(1).map((g) => g ?? ''));
}

/** Excel's REGEXTEST case_sensitivity: 0 matches case, 1 ignores it. */
function ignoresCase(mode: number): boolean | FormulaError {
  return mode === 0 ? false : mode === 1 ? true : ERRORS.VALUE;
}

export const regexFunctions: readonly EagerFunction[] = [
  {
    name: 'REGEXTEST',
    category: 'text',
    minArgs: 2,
    maxArgs: 3,
    description: 'TRUE if a text matches a regular expression (Excel; 1 as third argument ignores case).',
    syntax: 'REGEXTEST(text, pattern, [case_sensitivity])',
    call: (args) =>
      withArgs([textArg(args, 0), textArg(args, 1), intArg(args, 2, 0)], (text, pattern, mode) =>
        withArgs([ignoresCase(mode)], (ignoreCase) => withPattern(pattern, ignoreCase, (regex) => regex.test(text))),
      ),
  },
  {
    name: 'REGEXMATCH',
    category: 'text',
    minArgs: 2,
    maxArgs: 2,
    description: 'TRUE if a text matches a regular expression (Google Sheets).',
    syntax: 'REGEXMATCH(text, regular_expression)',
    call: (args) =>
      withArgs([textArg(args, 0), textArg(args, 1)], (text, pattern) => withPattern(pattern, false, (regex) => regex.test(text))),
  },
  {
    name: 'REGEXEXTRACT',
    category: 'text',
    minArgs: 2,
    maxArgs: 2,
    description: 'The first part of a text matching a regular expression, or its groups (Google Sheets).',
    syntax: 'REGEXEXTRACT(text, regular_expression)',
    call: (args) =>
      withArgs([textArg(args, 0), textArg(args, 1)], (text, pattern) =>
        withPattern(pattern, false, (regex) => extract(regex.firstMatch(text))),
      ),
  },
  {
    name: 'REGEXREPLACE',
    category: 'text',
    minArgs: 3,
    maxArgs: 3,
    description: 'Replaces the parts of a text matching a regular expression; $1 inserts a group (Google Sheets).',
    syntax: 'REGEXREPLACE(text, regular_expression, replacement)',
    call: (args) =>
      withArgs([textArg(args, 0), textArg(args, 1), textArg(args, 2)], (text, pattern, replacement) =>
        withPattern(pattern, false, (regex) => capped(regex.replaceAll(text, replacement))),
      ),
  },
];
