import type { EagerFunction } from '../../function-definition.js';
import { ERRORS } from '../../values.js';
import { intArg, textArg, withArgs } from './args.js';

/**
 * LEFT, RIGHT, MID, LEN and their byte variants. Lengths count UTF-16 units as Excel does (an emoji
 * counts 2). The B variants count bytes only under a double-byte default language; Gridcast has none,
 * so they equal the plain ones, which is also what Excel returns on such systems.
 */
const left = (text: string, n: number) => (n < 0 ? ERRORS.VALUE : text.slice(0, n));
const right = (text: string, n: number) => (n < 0 ? ERRORS.VALUE : n === 0 ? '' : text.slice(-n));
const mid = (text: string, start: number, n: number) =>
  start < 1 || n < 0 ? ERRORS.VALUE : text.slice(start - 1, start - 1 + n);

function sideFunction(name: string, description: string, pick: typeof left): EagerFunction {
  return {
    name,
    category: 'text',
    minArgs: 1,
    maxArgs: 2,
    description,
    syntax: `${name}(text, [num_chars])`,
    call: (args) => withArgs([textArg(args, 0), intArg(args, 1, 1)], pick),
  };
}

function midFunction(name: string): EagerFunction {
  return {
    name,
    category: 'text',
    minArgs: 3,
    maxArgs: 3,
    description: 'Characters from the middle of a text, from a start position.',
    syntax: `${name}(text, start_num, num_chars)`,
    call: (args) => withArgs([textArg(args, 0), intArg(args, 1), intArg(args, 2)], mid),
  };
}

function lenFunction(name: string): EagerFunction {
  return {
    name,
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description: 'The number of characters in a text.',
    syntax: `${name}(text)`,
    call: (args) => withArgs([textArg(args, 0)], (text) => text.length),
  };
}

export const sliceFunctions: readonly EagerFunction[] = [
  sideFunction('LEFT', 'The first characters of a text.', left),
  sideFunction('LEFTB', 'The first characters of a text (bytes; equal to LEFT here).', left),
  sideFunction('RIGHT', 'The last characters of a text.', right),
  sideFunction('RIGHTB', 'The last characters of a text (bytes; equal to RIGHT here).', right),
  midFunction('MID'),
  midFunction('MIDB'),
  lenFunction('LEN'),
  lenFunction('LENB'),
];
