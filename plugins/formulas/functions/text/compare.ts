import type { EagerFunction } from '../../function-definition.js';
import { isError } from '../../values.js';
import { textArg, withArgs } from './args.js';

export const compareFunctions: readonly EagerFunction[] = [
  {
    name: 'EXACT',
    category: 'text',
    minArgs: 2,
    maxArgs: 2,
    description: 'TRUE if two texts are the same, case included.',
    syntax: 'EXACT(text1, text2)',
    call: (args) => withArgs([textArg(args, 0), textArg(args, 1)], (a, b) => a === b),
  },
  {
    name: 'T',
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description: 'The value if it is text, otherwise empty text.',
    syntax: 'T(value)',
    call: ([value]) => (typeof value === 'string' || isError(value) ? value : ''),
  },
];
