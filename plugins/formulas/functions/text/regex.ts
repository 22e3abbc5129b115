import type { EagerFunction } from '../../function-definition.js';
import { ArrayValue, ERRORS, FormulaError, type Value } from '../../values.js';
import { intArg, textArg, withArgs } from './args.js';
import { capped } from './limits.js';
import { maxTextFor } from './regex-guard.js';

/**
 * Google Sheets' REGEXMATCH, REGEXEXTRACT and REGEXREPLACE. Sheets runs RE2, which cannot backtrack
 * catastrophically; JavaScript's engine can. So, as guards: patterns RE2 would refuse anyway
 * (backreferences, lookaround) and patterns with a quantified group that itself holds a quantifier
 * ("(a+)+", the classic exponential case) give #VALUE!, and each pattern has a longest text it may
 * run on, from its worst-case cost (regex-guard.ts); a longer text gives #VALUE!.
 * A bad pattern gives #VALUE! (Sheets says #REF!, which Gridcast keeps for references).
 */
const MAX_PATTERN = 1000;
const BACKREFERENCE = /\\[1-9]|\\k<|\(\?<?[=!]/;
/** A group containing + * or {n,} followed by a quantifier: nested repetition. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*(?:[+*]|\{\d+,\d*\})(?:[^()\\]|\\.)*\)(?:[+*]|\{\d+,\d*\})/;

interface Compiled {
  readonly re: RegExp;
  readonly maxText: number;
}

const cache = new Map<string, Compiled | FormulaError>();

/** The compiled pattern (cached: a formula copied down a column repeats it), or why it is refused. */
function compile(pattern: string, flags: string): Compiled | FormulaError {
  const key = flags + '/' + pattern;
  let entry = cache.get(key);
  if (entry) return entry;
  entry = build(pattern, flags);
  if (cache.size > 500) cache.clear();
  cache.set(key, entry);
  return entry;
}

function build(pattern: string, flags: string): Compiled | FormulaError {
  if (pattern.length > MAX_PATTERN) return new FormulaError('#VALUE!', 'Regular expression too long');
  if (BACKREFERENCE.test(pattern)) return new FormulaError('#VALUE!', 'Backreferences and lookaround are not supported');
  if (NESTED_QUANTIFIER.test(pattern)) return new FormulaError('#VALUE!', 'Nested repetition is not supported');
  // RE2's inline case-insensitive flag, common in Sheets formulas.
  let source = pattern;
  if (source.startsWith('(?i)')) {
    source = source.slice(4);
    flags += 'i';
  }
  try {
    return { re: new RegExp(source, flags), maxText: maxTextFor(source, flags) };
  } catch {
    return new FormulaError('#VALUE!', `Invalid regular expression "${pattern}"`);
  }
}

/** Runs `use` with the compiled pattern when the text is within the pattern's safe length. */
function withPattern(text: string, pattern: string, flags: string, use: (re: RegExp) => Value): Value {
  const entry = compile(pattern, flags);
  if (entry instanceof FormulaError) return entry;
  if (text.length > entry.maxText) {
    return new FormulaError('#VALUE!', `Text longer than ${entry.maxText} characters for this regular expression`);
  }
  return use(entry.re);
}

/** The first match; with capture groups, the groups (one group: a text; several: a row). */
function extract(match: RegExpExecArray | null): Value {
  if (!match) return new FormulaError('#N/A', 'No match');
  if (match.length === 1) return match[0];
  if (match.length === 2) return match[1] ?? '';
  return ArrayValue.row(match.slice(1).map((g) => g ?? ''));
}

/** Excel's REGEXTEST case_sensitivity: 0 matches case, 1 ignores it. */
function caseFlags(mode: number): string | FormulaError {
  return mode === 0 ? '' : mode === 1 ? 'i' : ERRORS.VALUE;
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
        withArgs([caseFlags(mode)], (flags) => withPattern(text, pattern, flags, (re) => re.test(text))),
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
      withArgs([textArg(args, 0), textArg(args, 1)], (text, pattern) => withPattern(text, pattern, '', (re) => re.test(text))),
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
        withPattern(text, pattern, '', (re) => extract(re.exec(text))),
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
        withPattern(text, pattern, 'g', (re) => capped(text.replace(re, replacement))),
      ),
  },
];
