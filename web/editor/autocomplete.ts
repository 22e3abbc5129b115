import { isFormula } from '../../plugins/formulas/index.js';
import type { NameInfo } from './formula-catalogue.js';
import { AUTOCOMPLETE_LIMIT, suggestions, wordAtCaret, type Suggestion } from './formula-text.js';
import type { FunctionInfo } from './function-signature.js';
import type { InputKeys } from './input-keys.js';
import { stringArgumentAt } from './string-argument.js';

/**
 * What autocomplete can offer: functions (built-ins and named LAMBDAs, with their syntax and
 * description), named ranges, the test shadows' input keys, and the items of the edited cell's
 * validation list, if it has one.
 */
export interface CompletionSources {
  readonly functions: readonly FunctionInfo[];
  /** The same functions by upper-case name, for the help shown while a call's arguments are typed. */
  readonly functionsByName: ReadonlyMap<string, FunctionInfo>;
  readonly names: readonly NameInfo[];
  readonly inputs: InputKeys;
  readonly listItems?: readonly string[];
}

/** The suggestions at the caret and the text they would replace (from `start` to the caret). */
export interface Completion {
  readonly start: number;
  readonly typed: string;
  readonly items: readonly Suggestion[];
}

function startingWith(keys: readonly string[], typed: string, kind: 'input' | 'list'): Suggestion[] {
  const prefix = typed.toLowerCase();
  return [...new Set(keys)]
    .filter((key) => key.toLowerCase().startsWith(prefix))
    .slice(0, AUTOCOMPLETE_LIMIT)
    .map((name) => ({ name, kind }));
}

/** A value typed in a list-validated cell: the items it starts, not the one it already is (Enter then saves it). */
function listCompletion(text: string, items: readonly string[]): Completion | undefined {
  if (text.trim() === '') return undefined;
  const offered = startingWith(items, text, 'list').filter((item) => item.name.toLowerCase() !== text.toLowerCase());
  return offered.length > 0 ? { start: 0, typed: text, items: offered } : undefined;
}

/**
 * Autocomplete (SPEC section 4, at most 8): inside `INPUT("...")` the input keys (paths for the first
 * argument, the keys of that path's array of objects for the next ones); elsewhere in a formula the
 * named ranges and functions starting with the word at the caret; a value in a cell with a list
 * validation, the list's items it begins.
 */
export function completionAt(text: string, caret: number, sources: CompletionSources): Completion | undefined {
  if (!isFormula(text)) return sources.listItems && caret === text.length ? listCompletion(text, sources.listItems) : undefined;
  const argument = stringArgumentAt(text, caret);
  if (argument) {
    if (argument.fn !== 'INPUT') return undefined;
    const keys = argument.index === 0 ? sources.inputs.paths : (sources.inputs.columnKeys.get(argument.first ?? '') ?? []);
    const items = startingWith(keys, argument.typed, 'input');
    return items.length > 0 ? { start: argument.start, typed: argument.typed, items } : undefined;
  }
  const word = wordAtCaret(text, caret);
  if (!word) return undefined;
  const items = suggestions(word.word, sources.functions, sources.names);
  return items.length > 0 ? { start: word.start, typed: word.word, items } : undefined;
}
