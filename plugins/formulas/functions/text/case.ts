import type { EagerFunction } from '../../function-definition.js';
import { textTransform } from './args.js';

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


export const caseFunctions: readonly EagerFunction[] = [
  textTransform('LOWER', 'The text in lower case.', (t) => t.toLowerCase()),
  textTransform('UPPER', 'The text in upper case.', (t) => t.toUpperCase()),
  textTransform('PROPER', 'The text with the first letter of each word capitalised.', properCase),
];
