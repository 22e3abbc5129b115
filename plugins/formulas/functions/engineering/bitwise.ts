import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { engineeringNumber } from './args.js';

/** Excel's bit functions take whole numbers from 0 to 2^48 - 1. */
const LIMIT = 2 ** 48;

function bitOperand(args: readonly Value[], i: number): bigint | FormulaError {
  const n = engineeringNumber(args, i);
  if (n instanceof FormulaError) return n;
  if (n < 0 || n >= LIMIT || !Number.isInteger(n)) return ERRORS.NUM;
  return BigInt(n);
}

function binary(name: string, verb: string, op: (a: bigint, b: bigint) => bigint): FunctionDefinition {
  return {
    name,
    category: 'engineering',
    minArgs: 2,
    maxArgs: 2,
    description: `Bitwise ${verb} of two numbers.`,
    syntax: `${name}(number1, number2)`,
    call: (args) => {
      const a = bitOperand(args, 0);
      if (a instanceof FormulaError) return a;
      const b = bitOperand(args, 1);
      if (b instanceof FormulaError) return b;
      return Number(op(a, b));
    },
  };
}

/** Shift left by `shift` bits (negative shifts right); the result must stay below 2^48. */
function shift(args: readonly Value[], direction: 1 | -1): number | FormulaError {
  const n = bitOperand(args, 0);
  if (n instanceof FormulaError) return n;
  const s = engineeringNumber(args, 1);
  if (s instanceof FormulaError) return s;
  const amount = Math.trunc(s) * direction;
  if (Math.abs(amount) > 53) return ERRORS.NUM;
  const result = amount >= 0 ? n << BigInt(amount) : n >> BigInt(-amount);
  return result >= BigInt(LIMIT) ? ERRORS.NUM : Number(result);
}

export const bitwiseFunctions: readonly FunctionDefinition[] = [
  binary('BITAND', 'AND', (a, b) => a & b),
  binary('BITOR', 'OR', (a, b) => a | b),
  binary('BITXOR', 'exclusive OR', (a, b) => a ^ b),
  {
    name: 'BITLSHIFT', category: 'engineering', minArgs: 2, maxArgs: 2,
    description: 'A number shifted left by a number of bits.',
    syntax: 'BITLSHIFT(number, shift_amount)',
    call: (args) => shift(args, 1),
  },
  {
    name: 'BITRSHIFT', category: 'engineering', minArgs: 2, maxArgs: 2,
    description: 'A number shifted right by a number of bits.',
    syntax: 'BITRSHIFT(number, shift_amount)',
    call: (args) => shift(args, -1),
  },
];
