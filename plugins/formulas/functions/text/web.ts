import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { textArg, withArgs } from './args.js';

/**
 * ENCODEURL percent-encodes everything but RFC 3986's unreserved characters (letters, digits, - _ . ~),
 * as Excel does; encodeURIComponent alone would leave ! ' ( ) * as they are.
 */
function encodeUrl(text: string): string | FormulaError {
  try {
    return encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  } catch {
    return ERRORS.VALUE; // a lone surrogate half cannot be encoded
  }
}

export const webFunctions: readonly EagerFunction[] = [
  {
    name: 'ENCODEURL',
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description: 'The text percent-encoded for use in a URL.',
    syntax: 'ENCODEURL(text)',
    call: (args) => withArgs([textArg(args, 0)], encodeUrl),
  },
];
