import type { EagerFunction } from '../../function-definition.js';
import { textArg, withArgs } from './args.js';

/** Capitalises each word: a letter after a non-letter is upper-cased, others lower-cased (Excel: "it's" → "It'S"). */
export function properCase(text: string): string {
  let out = '';
  let afterLetter = false;
  for (const ch of text.toLowerCase()) {
    const isLetter = ch.toLowerCase() !== ch.toUpperCase();
    out += isLetter && !afterLetter ? ch.toUpperCase() : ch;
    afterLetter = isLetter;
  }
  return out;
}

function caseFunction(name: string, description: string, change: (text: string) => string): EagerFunction {
  return {
    name,
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description,
    syntax: `${name}(text)`,
    call: (args) => withArgs([textArg(args, 0)], change),
  };
}

export const caseFunctions: readonly EagerFunction[] = [
  caseFunction('LOWER', 'The text in lower case.', (t) => t.toLowerCase()),
  caseFunction('UPPER', 'The text in upper case.', (t) => t.toUpperCase()),
  caseFunction('PROPER', 'The text with the first letter of each word capitalised.', properCase),
];
