import type { EagerFunction, FunctionDefinition } from '../../../function-definition.js';
import { ERRORS, FormulaError, isMatrix, type Value } from '../../../values.js';
import { textArg } from '../../lookup/shared/args.js';
import { engineeringNumber } from '../args.js';
import {
  abs, arg, complex, cos, cosh, div, exp, formatComplex, isZero, ln, mul, parseAll, parseComplex, pow, sin, sinh,
  type Complex,
} from './complex.js';

function define(name: string, description: string, syntax: string, body: (args: readonly Value[]) => Value, maxArgs = 1, minArgs = 1): EagerFunction {
  return { name, category: 'engineering', minArgs, maxArgs, description, syntax, call: body };
}

/** A function of one complex number giving a complex number; `guard` rejects points where it is undefined. */
function unary(name: string, what: string, f: (z: Complex) => Complex, guard?: (z: Complex) => boolean): FunctionDefinition {
  return define(name, `The ${what} of a complex number.`, `${name}(inumber)`, (args) => {
    const z = parseComplex(args[0]);
    if (z instanceof FormulaError) return z;
    if (guard && !guard(z)) return ERRORS.NUM;
    return formatComplex(f(z));
  });
}

/** A function of one complex number giving a real number. */
function real(name: string, what: string, f: (z: Complex) => number | FormulaError): FunctionDefinition {
  return define(name, `The ${what} of a complex number.`, `${name}(inumber)`, (args) => {
    const z = parseComplex(args[0]);
    return z instanceof FormulaError ? z : f(z);
  });
}

/** Every operand of a variadic IM function, ranges read cell by cell (blank cells skipped). */
function operands(args: readonly Value[]): Value[] {
  const out: Value[] = [];
  for (const a of args) {
    if (isMatrix(a)) a.each((v) => out.push(v));
    else out.push(a);
  }
  return out;
}

function fold(name: string, verb: string, f: (a: Complex, b: Complex) => Complex): FunctionDefinition {
  return {
    ...define(name, `The ${verb} of complex numbers.`, `${name}(inumber1, [inumber2, ...])`, (args) => {
      const zs = parseAll(operands(args));
      if (zs instanceof FormulaError) return zs;
      if (zs.length === 0) return ERRORS.VALUE;
      return formatComplex(zs.reduce(f));
    }, Infinity),
    args: ['any'],
  };
}

const nonZero = (z: Complex) => !isZero(z);
const add = (a: Complex, b: Complex) => complex(a.re + b.re, a.im + b.im, a.suffix);
const one = (z: Complex) => complex(1, 0, z.suffix);
const LN10 = Math.log(10);

/** tan(a+bi) = (sin 2a + i sinh 2b) / (cos 2a + cosh 2b), the form whose digits match Excel's. */
function tan(z: Complex): Complex {
  const d = Math.cos(2 * z.re) + Math.cosh(2 * z.im);
  return complex(Math.sin(2 * z.re) / d, Math.sinh(2 * z.im) / d, z.suffix);
}

export const complexFunctions: readonly FunctionDefinition[] = [
  define('COMPLEX', 'A complex number from its real and imaginary parts.', 'COMPLEX(real, imaginary, [suffix])', (args) => {
    const re = engineeringNumber(args, 0);
    const im = engineeringNumber(args, 1);
    const suffix = textArg(args, 2, 'i');
    if (re instanceof FormulaError) return re;
    if (im instanceof FormulaError) return im;
    if (suffix instanceof FormulaError) return suffix;
    if (suffix !== 'i' && suffix !== 'j' && suffix !== '') return ERRORS.VALUE;
    return formatComplex(complex(re, im, suffix === 'j' ? 'j' : 'i'));
  }, 3, 2),
  real('IMABS', 'absolute value (modulus)', abs),
  real('IMAGINARY', 'imaginary coefficient', (z) => z.im),
  real('IMREAL', 'real coefficient', (z) => z.re),
  real('IMARGUMENT', 'argument (angle in radians)', (z) => (isZero(z) ? ERRORS.DIV0 : arg(z))),
  unary('IMCONJUGATE', 'conjugate', (z) => complex(z.re, -z.im, z.suffix)),
  fold('IMSUM', 'sum', add),
  fold('IMPRODUCT', 'product', mul),
  define('IMSUB', 'The difference of two complex numbers.', 'IMSUB(inumber1, inumber2)', (args) => {
    const zs = parseAll(args);
    return zs instanceof FormulaError ? zs : formatComplex(complex(zs[0].re - zs[1].re, zs[0].im - zs[1].im, zs[0].suffix));
  }, 2, 2),
  define('IMDIV', 'The quotient of two complex numbers.', 'IMDIV(inumber1, inumber2)', (args) => {
    const zs = parseAll(args);
    if (zs instanceof FormulaError) return zs;
    return isZero(zs[1]) ? ERRORS.NUM : formatComplex(div(zs[0], zs[1]));
  }, 2, 2),
  define('IMPOWER', 'A complex number raised to a power.', 'IMPOWER(inumber, number)', (args) => {
    const z = parseComplex(args[0]);
    const n = engineeringNumber(args, 1);
    if (z instanceof FormulaError) return z;
    if (n instanceof FormulaError) return n;
    if (isZero(z) && n <= 0) return ERRORS.NUM;
    return formatComplex(pow(z, n));
  }, 2, 2),
  unary('IMSQRT', 'square root', (z) => pow(z, 0.5)),
  unary('IMEXP', 'exponential', exp),
  unary('IMLN', 'natural logarithm', ln, nonZero),
  unary('IMLOG10', 'base-10 logarithm', (z) => { const l = ln(z); return complex(l.re / LN10, l.im / LN10, z.suffix); }, nonZero),
  unary('IMLOG2', 'base-2 logarithm', (z) => { const l = ln(z); return complex(l.re / Math.LN2, l.im / Math.LN2, z.suffix); }, nonZero),
  unary('IMSIN', 'sine', sin),
  unary('IMCOS', 'cosine', cos),
  unary('IMTAN', 'tangent', tan),
  unary('IMCOT', 'cotangent', (z) => div(cos(z), sin(z)), nonZero),
  unary('IMSEC', 'secant', (z) => div(one(z), cos(z))),
  unary('IMCSC', 'cosecant', (z) => div(one(z), sin(z)), nonZero),
  unary('IMSINH', 'hyperbolic sine', sinh),
  unary('IMCOSH', 'hyperbolic cosine', cosh),
  unary('IMSECH', 'hyperbolic secant', (z) => div(one(z), cosh(z))),
  unary('IMCSCH', 'hyperbolic cosecant', (z) => div(one(z), sinh(z)), nonZero),
];
