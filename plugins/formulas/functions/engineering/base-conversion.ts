import type { FunctionDefinition } from '../../function-definition.js';
import { toScalar, toText } from '../../coerce.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { integerArg, numberArg, omitted } from '../lookup/shared/args.js';

/**
 * BIN/OCT/DEC/HEX conversions. Excel writes at most 10 digits; a 10-digit value whose top bit is set
 * is negative in two's complement over 10 digits (10 bits, 30 bits, 40 bits).
 */
interface Base {
  readonly name: string;
  readonly radix: number;
  readonly digits: RegExp;
  /** Smallest and largest decimal values it can write in 10 digits. */
  readonly min: number;
  readonly max: number;
}

const BASES: Record<'BIN' | 'OCT' | 'DEC' | 'HEX', Base> = {
  BIN: { name: 'binary', radix: 2, digits: /^[01]*$/, min: -512, max: 511 },
  OCT: { name: 'octal', radix: 8, digits: /^[0-7]*$/, min: -(2 ** 29), max: 2 ** 29 - 1 },
  DEC: { name: 'decimal', radix: 10, digits: /^-?\d*$/, min: -Infinity, max: Infinity },
  HEX: { name: 'hexadecimal', radix: 16, digits: /^[0-9a-f]*$/i, min: -(2 ** 39), max: 2 ** 39 - 1 },
};

/** Reads a 10-digit BIN/OCT/HEX text (or a number written in that base) as its decimal value. */
function parseBase(value: Value, base: Base): number | FormulaError {
  const v = toScalar(value);
  if (typeof v === 'boolean') return ERRORS.VALUE;
  const text = toText(v);
  if (text instanceof FormulaError) return text;
  const trimmed = text.trim();
  if (trimmed.length > 10 || !base.digits.test(trimmed)) return ERRORS.NUM;
  if (trimmed === '') return 0;
  const n = parseInt(trimmed, base.radix);
  const span = base.radix ** 10;
  return trimmed.length === 10 && n >= span / 2 ? n - span : n;
}

/** Writes a decimal value in a base: negatives as 10-digit two's complement, else padded to places. */
function formatBase(n: number, base: Base, places: number | undefined): string | FormulaError {
  if (n < base.min || n > base.max) return ERRORS.NUM;
  if (n < 0) return (base.radix ** 10 + n).toString(base.radix).toUpperCase();
  const text = n.toString(base.radix).toUpperCase();
  if (places === undefined) return text;
  if (places < 0 || places > 10 || text.length > places) return ERRORS.NUM;
  return text.padStart(places, '0');
}

function readDecimal(value: Value): number | FormulaError {
  const v = toScalar(value);
  if (typeof v === 'boolean') return ERRORS.VALUE;
  const n = numberArg([v], 0);
  return typeof n === 'number' ? Math.trunc(n) : n;
}

function converter(from: keyof typeof BASES, to: keyof typeof BASES): FunctionDefinition {
  const source = BASES[from];
  const target = BASES[to];
  const toDecimal = to === 'DEC';
  return {
    name: `${from}2${to}`,
    category: 'engineering',
    minArgs: 1,
    maxArgs: toDecimal ? 1 : 2,
    description: `Converts a ${source.name} number to ${target.name}.`,
    syntax: `${from}2${to}(number${toDecimal ? '' : ', [places]'})`,
    call: (args) => {
      const n = from === 'DEC' ? readDecimal(args[0]) : parseBase(args[0], source);
      if (n instanceof FormulaError) return n;
      if (toDecimal) return n;
      const places = omitted(args, 1) ? undefined : integerArg(args, 1);
      if (places instanceof FormulaError) return places;
      return formatBase(n, target, places);
    },
  };
}

const PAIRS: [keyof typeof BASES, keyof typeof BASES][] = [
  ['BIN', 'DEC'], ['BIN', 'HEX'], ['BIN', 'OCT'],
  ['DEC', 'BIN'], ['DEC', 'HEX'], ['DEC', 'OCT'],
  ['HEX', 'BIN'], ['HEX', 'DEC'], ['HEX', 'OCT'],
  ['OCT', 'BIN'], ['OCT', 'DEC'], ['OCT', 'HEX'],
];

export const baseConversionFunctions: readonly FunctionDefinition[] = PAIRS.map(([f, t]) => converter(f, t));
