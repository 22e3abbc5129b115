import type { EagerFunction } from '../../function-definition.js';
import { ArrayValue, FormulaError, type Value } from '../../values.js';
import { textArg, withArgs } from './args.js';
import { capped, MAX_TEXT } from './limits.js';

/**
 * Google Sheets' REGEXMATCH, REGEXEXTRACT and REGEXREPLACE. Sheets runs RE2, which cannot backtrack
 * catastrophically; JavaScript's engine can. So, as guards: patterns RE2 would refuse anyway
 * (backreferences, lookaround) and patterns with a quantified group that itself holds a quantifier
 * ("(a+)+", the classic exponential case) give #VALUE!, and texts are limited to the cell limit.
 * A bad pattern gives #VALUE! (Sheets says #REF!, which Gridcast keeps for references).
 */
const MAX_PATTERN = 1000;
const BACKREFERENCE = /\\[1-9]|\\k<|\(\?<?[=!]/;
/** A group containing + * or {n,} followed by a quantifier: nested repetition. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*(?:[+*]|\{\d+,\d*\})(?:[^()\\]|\\.)*\)(?:[+*]|\{\d+,\d*\})/;

const cache = new Map<string, RegExp | FormulaError>();

function compile(pattern: string, flags: string): RegExp | FormulaError {
  const key = flags + '/' + pattern;
  let re = cache.get(key);
  if (re) return re;
  re = build(pattern, flags);
  if (cache.size > 500) cache.clear();
  cache.set(key, re);
  return re;
}

function build(pattern: string, flags: string): RegExp | FormulaError {
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
    return new RegExp(source, flags);
  } catch {
    return new FormulaError('#VALUE!', `Invalid regular expression "${pattern}"`);
  }
}

function guardText(text: string): string | FormulaError {
  return text.length > MAX_TEXT ? new FormulaError('#VALUE!', 'Text too long for a regular expression') : text;
}

function regexMatch(text: string, pattern: string): Value {
  const re = compile(pattern, '');
  return re instanceof FormulaError ? re : re.test(text);
}

/** The first match; with capture groups, the groups (one group: a text; several: a row). */
function regexExtract(text: string, pattern: string): Value {
  const re = compile(pattern, '');
  if (re instanceof FormulaError) return re;
  const match = re.exec(text);
  if (!match) return new FormulaError('#N/A', 'No match');
  if (match.length === 1) return match[0];
  if (match.length === 2) return match[1] ?? '';
  return ArrayValue.row(match.slice(1).map((g) => g ?? ''));
}

/** Replaces every match; `$1` in the replacement inserts a group, as in Sheets. */
function regexReplace(text: string, pattern: string, replacement: string): Value {
  const re = compile(pattern, 'g');
  if (re instanceof FormulaError) return re;
  return capped(text.replace(re, replacement));
}

export const regexFunctions: readonly EagerFunction[] = [
  {
    name: 'REGEXMATCH',
    category: 'text',
    minArgs: 2,
    maxArgs: 2,
    description: 'TRUE if a text matches a regular expression (Google Sheets).',
    syntax: 'REGEXMATCH(text, regular_expression)',
    call: (args) => withArgs([textArg(args, 0), textArg(args, 1)], (t, p) => withArgs([guardText(t)], (g) => regexMatch(g, p))),
  },
  {
    name: 'REGEXEXTRACT',
    category: 'text',
    minArgs: 2,
    maxArgs: 2,
    description: 'The first part of a text matching a regular expression, or its groups (Google Sheets).',
    syntax: 'REGEXEXTRACT(text, regular_expression)',
    call: (args) => withArgs([textArg(args, 0), textArg(args, 1)], (t, p) => withArgs([guardText(t)], (g) => regexExtract(g, p))),
  },
  {
    name: 'REGEXREPLACE',
    category: 'text',
    minArgs: 3,
    maxArgs: 3,
    description: 'Replaces the parts of a text matching a regular expression (Google Sheets).',
    syntax: 'REGEXREPLACE(text, regular_expression, replacement)',
    call: (args) =>
      withArgs([textArg(args, 0), textArg(args, 1), textArg(args, 2)], (t, p, r) =>
        withArgs([guardText(t)], (g) => regexReplace(g, p, r)),
      ),
  },
];
