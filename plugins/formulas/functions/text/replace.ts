import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { intArg, textArg, withArgs } from './args.js';
import { capped, MAX_TEXT, TOO_LONG } from './limits.js';

function replace(text: string, start: number, count: number, insert: string): string | FormulaError {
  if (start < 1 || count < 0) return ERRORS.VALUE;
  return capped(text.slice(0, start - 1) + insert + text.slice(start - 1 + count));
}

/** Replaces every occurrence, or only the n-th (case-sensitive) when `instance` is given. */
function substitute(text: string, old: string, replacement: string, instance: number | undefined): string | FormulaError {
  if (instance !== undefined && instance < 1) return ERRORS.VALUE;
  if (old === '') return text;
  if (instance === undefined) return capped(text.split(old).join(replacement));
  let at = -1;
  for (let seen = 0; seen < instance; seen++) {
    at = text.indexOf(old, at < 0 ? 0 : at + old.length);
    if (at < 0) return text;
  }
  return capped(text.slice(0, at) + replacement + text.slice(at + old.length));
}

function rept(text: string, times: number): string | FormulaError {
  if (times < 0) return ERRORS.VALUE;
  // Checked before building, so REPT("x", 1E9) does not allocate a gigabyte to refuse it.
  if (text.length * times > MAX_TEXT) return TOO_LONG;
  return text.repeat(times);
}

function replacer(name: string): EagerFunction {
  return {
    name,
    category: 'text',
    minArgs: 4,
    maxArgs: 4,
    description: 'Replaces part of a text, by position, with another text.',
    syntax: `${name}(old_text, start_num, num_chars, new_text)`,
    call: (args) => withArgs([textArg(args, 0), intArg(args, 1), intArg(args, 2), textArg(args, 3)], replace),
  };
}

export const replaceFunctions: readonly EagerFunction[] = [
  replacer('REPLACE'),
  replacer('REPLACEB'),
  {
    name: 'SUBSTITUTE',
    category: 'text',
    minArgs: 3,
    maxArgs: 4,
    description: 'Replaces occurrences of a text with another (all, or the n-th one).',
    syntax: 'SUBSTITUTE(text, old_text, new_text, [instance_num])',
    call: (args) => {
      const instance = args.length > 3 ? intArg(args, 3) : undefined;
      return withArgs([textArg(args, 0), textArg(args, 1), textArg(args, 2), instance], substitute);
    },
  },
  {
    name: 'REPT',
    category: 'text',
    minArgs: 2,
    maxArgs: 2,
    description: 'Repeats a text a number of times (at most 32,767 characters).',
    syntax: 'REPT(text, number_times)',
    call: (args) => withArgs([textArg(args, 0), intArg(args, 1)], rept),
  },
];
