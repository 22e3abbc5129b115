import { AUTOCOMPLETE_LIMIT, suggestions, wordAtCaret, type Suggestion } from './formula-text.js';
import type { InputKeys } from './input-keys.js';
import { stringArgumentAt } from './string-argument.js';

/** What autocomplete can offer: function names (upper case), named ranges, and the test shadows' input keys. */
export interface CompletionSources {
  readonly functions: readonly string[];
  readonly names: readonly string[];
  readonly inputs: InputKeys;
}

/** The suggestions at the caret and the text they would replace (from `start` to the caret). */
export interface Completion {
  readonly start: number;
  readonly typed: string;
  readonly items: readonly Suggestion[];
}

function startingWith(keys: readonly string[], typed: string): Suggestion[] {
  const prefix = typed.toLowerCase();
  return keys
    .filter((key) => key.toLowerCase().startsWith(prefix))
    .slice(0, AUTOCOMPLETE_LIMIT)
    .map((name) => ({ name, kind: 'input' as const }));
}

/**
 * Autocomplete (SPEC section 4, at most 8): inside `INPUT("...")` the input keys (paths for the first
 * argument, the keys of that path's array of objects for the next ones); elsewhere in a formula the
 * named ranges and functions starting with the word at the caret.
 */
export function completionAt(text: string, caret: number, sources: CompletionSources): Completion | undefined {
  const argument = stringArgumentAt(text, caret);
  if (argument) {
    if (argument.fn !== 'INPUT') return undefined;
    const keys = argument.index === 0 ? sources.inputs.paths : (sources.inputs.columnKeys.get(argument.first ?? '') ?? []);
    const items = startingWith(keys, argument.typed);
    return items.length > 0 ? { start: argument.start, typed: argument.typed, items } : undefined;
  }
  const word = wordAtCaret(text, caret);
  if (!word) return undefined;
  const items = suggestions(word.word, sources.functions, sources.names);
  return items.length > 0 ? { start: word.start, typed: word.word, items } : undefined;
}
