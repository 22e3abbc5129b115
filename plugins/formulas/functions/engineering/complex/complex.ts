import { numberToText, toScalar } from '../../../coerce.js';
import { ERRORS, FormulaError, type Value } from '../../../values.js';

/** A complex number as the IM functions see it: parts and the suffix it was written with. */
export interface Complex {
  readonly re: number;
  readonly im: number;
  readonly suffix: 'i' | 'j';
}

const NUMBER = '(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?';
const FORMS: [RegExp, (m: RegExpExecArray) => [number, number, string]][] = [
  [new RegExp(`^([+-]?${NUMBER})$`), (m) => [Number(m[1]), 0, 'i']],
  [new RegExp(`^([+-]?(?:${NUMBER})?)([ij])$`), (m) => [0, coefficient(m[1]), m[2]]],
  [new RegExp(`^([+-]?${NUMBER})([+-]${NUMBER}|[+-])([ij])$`), (m) => [Number(m[1]), coefficient(m[2]), m[3]]],
];

/** "4i", "-i", "+2.5" as a number: a bare sign means 1. */
function coefficient(text: string | undefined): number {
  if (text === undefined || text === '' || text === '+') return 1;
  if (text === '-') return -1;
  return Number(text);
}

/** Reads "3+4i", "-2j", "5" or a number; anything else is #NUM! (Excel's "not a complex number"). */
export function parseComplex(value: Value): Complex | FormulaError {
  const v = toScalar(value);
  if (v instanceof FormulaError) return v;
  if (typeof v === 'boolean') return ERRORS.VALUE;
  if (typeof v === 'number') return { re: v, im: 0, suffix: 'i' };
  if (v === null || v === '') return { re: 0, im: 0, suffix: 'i' };
  for (const [pattern, read] of FORMS) {
    const m = pattern.exec(v);
    if (m) {
      const [re, im, suffix] = read(m);
      return { re, im, suffix: suffix as 'i' | 'j' };
    }
  }
  return ERRORS.NUM;
}

/** Writes a complex number as Excel does: 15 significant digits, "i" alone for a unit part. */
export function formatComplex(z: Complex): string | FormulaError {
  if (!Number.isFinite(z.re) || !Number.isFinite(z.im)) return ERRORS.NUM;
  const re = clean(z.re);
  const im = clean(z.im);
  if (im === 0) return numberToText(re);
  const imText = im === 1 ? '' : im === -1 ? '-' : numberToText(im);
  if (re === 0) return `${imText}${z.suffix}`;
  return `${numberToText(re)}${im > 0 ? '+' : ''}${imText}${z.suffix}`;
}

/** Parts within rounding noise of zero (cos(pi/2)...) print as 0 the way Excel's results do. */
function clean(n: number): number {
  return Math.abs(n) < 1e-300 ? 0 : n;
}

/** Parses several operands that must agree on their suffix ("i" with "j" is #VALUE!). */
export function parseAll(values: readonly Value[]): Complex[] | FormulaError {
  const out: Complex[] = [];
  let suffix: 'i' | 'j' | undefined;
  for (const value of values) {
    const z = parseComplex(value);
    if (z instanceof FormulaError) return z;
    const written = typeof value === 'string' && /[ij]$/.test(value);
    if (written) {
      if (suffix && suffix !== z.suffix) return ERRORS.VALUE;
      suffix = z.suffix;
    }
    out.push(z);
  }
  return suffix ? out.map((z) => ({ ...z, suffix })) : out;
}

export const complex = (re: number, im: number, suffix: 'i' | 'j' = 'i'): Complex => ({ re, im, suffix });

export function abs(z: Complex): number {
  return Math.hypot(z.re, z.im);
}

export function arg(z: Complex): number {
  return Math.atan2(z.im, z.re);
}

export function mul(a: Complex, b: Complex): Complex {
  return complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re, a.suffix);
}

export function div(a: Complex, b: Complex): Complex {
  const d = b.re * b.re + b.im * b.im;
  return complex((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d, a.suffix);
}

export function exp(z: Complex): Complex {
  const m = Math.exp(z.re);
  return complex(m * Math.cos(z.im), m * Math.sin(z.im), z.suffix);
}

export function ln(z: Complex): Complex {
  return complex(Math.log(abs(z)), arg(z), z.suffix);
}

/** z^n through polar form, as Excel computes IMPOWER. */
export function pow(z: Complex, n: number): Complex {
  const r = abs(z) ** n;
  const t = arg(z) * n;
  return complex(r * Math.cos(t), r * Math.sin(t), z.suffix);
}

export function sin(z: Complex): Complex {
  return complex(Math.sin(z.re) * Math.cosh(z.im), Math.cos(z.re) * Math.sinh(z.im), z.suffix);
}

export function cos(z: Complex): Complex {
  return complex(Math.cos(z.re) * Math.cosh(z.im), -Math.sin(z.re) * Math.sinh(z.im), z.suffix);
}

export function sinh(z: Complex): Complex {
  return complex(Math.sinh(z.re) * Math.cos(z.im), Math.cosh(z.re) * Math.sin(z.im), z.suffix);
}

export function cosh(z: Complex): Complex {
  return complex(Math.cosh(z.re) * Math.cos(z.im), Math.sinh(z.re) * Math.sin(z.im), z.suffix);
}

export const isZero = (z: Complex): boolean => z.re === 0 && z.im === 0;
