import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { finite } from '../lookup/shared/args.js';
import { engineeringNumber } from './args.js';

/**
 * Bessel functions from their integral representations. The J integrand is periodic, so the
 * trapezoidal rule converges geometrically; Y and K use composite Gauss-Legendre quadrature.
 * I uses its power series, whose terms are all positive.
 */

const GAUSS = gaussLegendre(16);

/** Nodes and weights of n-point Gauss-Legendre on [-1, 1], by Newton's method on P_n. */
function gaussLegendre(n: number): { x: number[]; w: number[] } {
  const x: number[] = [];
  const w: number[] = [];
  for (let i = 1; i <= n; i++) {
    let z = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    let dp = 0;
    for (let iter = 0; iter < 100; iter++) {
      let p0 = 1;
      let p1 = z;
      for (let k = 2; k <= n; k++) [p0, p1] = [p1, ((2 * k - 1) * z * p1 - (k - 1) * p0) / k];
      dp = (n * (z * p1 - p0)) / (z * z - 1);
      const dz = p1 / dp;
      z -= dz;
      if (Math.abs(dz) < 1e-16) break;
    }
    x.push(z);
    w.push(2 / ((1 - z * z) * dp * dp));
  }
  return { x, w };
}

function integrate(f: (t: number) => number, a: number, b: number, panels: number): number {
  const h = (b - a) / panels;
  let sum = 0;
  for (let p = 0; p < panels; p++) {
    const mid = a + (p + 0.5) * h;
    for (let i = 0; i < GAUSS.x.length; i++) sum += GAUSS.w[i] * f(mid + (GAUSS.x[i] * h) / 2);
  }
  return (sum * h) / 2;
}

/** J_n(x) = 1/(2 pi) * integral over a period of cos(n t - x sin t). */
export function besselJ(x: number, n: number): number {
  const points = 2 * Math.ceil(Math.abs(x) + n) + 64;
  let sum = 0;
  for (let k = 0; k < points; k++) {
    const t = (2 * Math.PI * k) / points;
    sum += Math.cos(n * t - x * Math.sin(t));
  }
  return sum / points;
}

/** I_n(x) = sum (x/2)^(2k+n) / (k! (k+n)!). */
export function besselI(x: number, n: number): number {
  let term = 1;
  for (let k = 1; k <= n; k++) term *= x / 2 / k;
  let sum = term;
  for (let k = 1; k < 500; k++) {
    term *= (x * x) / 4 / (k * (k + n));
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * 1e-17) break;
  }
  return sum;
}

/** K_n(x) = integral from 0 to infinity of exp(-x cosh t) cosh(n t). */
export function besselK(x: number, n: number): number {
  let end = 1;
  while (x * Math.cosh(end) - n * end < 750 && end < 60) end += 1;
  return integrate((t) => Math.exp(-x * Math.cosh(t) + n * t) * ((1 + Math.exp(-2 * n * t)) / 2), 0, end, 4 * end + 20);
}

/** Y_n for n = 0, 1 from its integral form; higher orders by the (stable, upward) recurrence. */
export function besselY(x: number, n: number): number {
  const y0 = besselYDirect(x, 0);
  if (n === 0) return y0;
  let prev = y0;
  let cur = besselYDirect(x, 1);
  for (let k = 1; k < n; k++) [prev, cur] = [cur, ((2 * k) / x) * cur - prev];
  return cur;
}

function besselYDirect(x: number, n: number): number {
  const oscillating = integrate((t) => Math.sin(x * Math.sin(t) - n * t), 0, Math.PI, Math.ceil(x) + 8);
  let end = 1;
  while (x * Math.sinh(end) - n * end < 750 && end < 60) end += 1;
  const sign = n % 2 === 0 ? 1 : -1;
  const decaying = integrate((t) => (Math.exp(n * t) + sign * Math.exp(-n * t)) * Math.exp(-x * Math.sinh(t)), 0, end, 8 * end + 40);
  return (oscillating - decaying) / Math.PI;
}

function define(name: string, kind: string, body: (x: number, n: number) => number, positiveX: boolean): FunctionDefinition {
  return {
    name,
    category: 'engineering',
    minArgs: 2,
    maxArgs: 2,
    description: `The ${kind} Bessel function of order n.`,
    syntax: `${name}(x, n)`,
    call: (args) => {
      const x = engineeringNumber(args, 0);
      if (x instanceof FormulaError) return x;
      const order = engineeringNumber(args, 1);
      if (order instanceof FormulaError) return order;
      const n = Math.trunc(order);
      if (n < 0 || (positiveX && x <= 0)) return ERRORS.NUM;
      return finite(body(x, n));
    },
  };
}

export const besselFunctions: readonly FunctionDefinition[] = [
  define('BESSELJ', 'first-kind', besselJ, false),
  define('BESSELY', 'second-kind', besselY, true),
  define('BESSELI', 'modified first-kind', besselI, false),
  define('BESSELK', 'modified second-kind', besselK, true),
];
