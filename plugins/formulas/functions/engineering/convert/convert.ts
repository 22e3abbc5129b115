import type { FunctionDefinition } from '../../../function-definition.js';
import { ERRORS, FormulaError } from '../../../values.js';
import { finite, textArg } from '../../lookup/shared/args.js';
import { engineeringNumber } from '../args.js';
import { BINARY_PREFIXES, PREFIXES, UNITS, type Unit } from './units.js';

interface Resolved {
  readonly unit: Unit;
  readonly name: string;
  /** The prefix's scale, already raised to the unit's power. */
  readonly scale: number;
}

/** A unit name, exact first (so "min" is minutes, not milli-inches), then prefix + unit. */
function resolve(name: string): Resolved | undefined {
  const exact = UNITS.get(name);
  if (exact) return { unit: exact, name, scale: 1 };
  for (const [prefixes, binary] of [[BINARY_PREFIXES, true], [PREFIXES, false]] as const) {
    for (const [prefix, scale] of prefixes) {
      if (!name.startsWith(prefix)) continue;
      const base = name.slice(prefix.length);
      const unit = UNITS.get(base);
      if (unit && (binary ? unit.binary : unit.prefix)) return { unit, name: base, scale: scale ** (unit.power ?? 1) };
    }
  }
  return undefined;
}

/** Temperatures convert through kelvin with offsets; a prefix scales the kelvin value. */
function toKelvin(value: number, name: string): number {
  switch (name) {
    case 'C': case 'cel': return value + 273.15;
    case 'F': case 'fah': return ((value - 32) * 5) / 9 + 273.15;
    case 'Rank': return (value * 5) / 9;
    case 'Reau': return value * 1.25 + 273.15;
    default: return value;
  }
}

function fromKelvin(k: number, name: string): number {
  switch (name) {
    case 'C': case 'cel': return k - 273.15;
    case 'F': case 'fah': return ((k - 273.15) * 9) / 5 + 32;
    case 'Rank': return (k * 9) / 5;
    case 'Reau': return (k - 273.15) * 0.8;
    default: return k;
  }
}

export const CONVERT: FunctionDefinition = {
  name: 'CONVERT',
  category: 'engineering',
  minArgs: 3,
  maxArgs: 3,
  description: 'Converts a number from one unit of measure to another.',
  syntax: 'CONVERT(value, start_unit, end_unit)',
  call: (args) => {
    const value = engineeringNumber(args, 0);
    const fromName = textArg(args, 1);
    const toName = textArg(args, 2);
    if (value instanceof FormulaError) return value;
    if (fromName instanceof FormulaError) return fromName;
    if (toName instanceof FormulaError) return toName;
    const from = resolve(fromName);
    const to = resolve(toName);
    if (!from || !to || from.unit.quantity !== to.unit.quantity) return ERRORS.NA;
    if (from.unit.quantity === 'temperature') {
      return finite(fromKelvin(toKelvin(value * from.scale, from.name), to.name) / to.scale);
    }
    return finite((value * from.scale * from.unit.factor) / (to.scale * to.unit.factor));
  },
};
