import { ERRORS, FormulaError, isError, isMatrix, type Value } from '../../values.js';
import { cellAt } from './numbers.js';

/** A value as a dense grid of numbers: every cell must be a number (#VALUE! otherwise), errors propagate. */
export function numericGrid(v: Value): number[][] | FormulaError {
  if (!isMatrix(v)) {
    if (isError(v)) return v;
    return typeof v === 'number' ? [[v]] : ERRORS.VALUE;
  }
  const out: number[][] = [];
  for (let r = 0; r < v.rows; r++) {
    const line: number[] = [];
    for (let c = 0; c < v.cols; c++) {
      const x = cellAt(v, r, c);
      if (isError(x)) return x;
      if (typeof x !== 'number') return ERRORS.VALUE;
      line.push(x);
    }
    out.push(line);
  }
  return out;
}

/** LU decomposition with partial pivoting; returns undefined for a singular matrix. */
export function luDecompose(a: number[][]): { lu: number[][]; perm: number[]; sign: number } | undefined {
  const n = a.length;
  const lu = a.map((row) => [...row]);
  const perm = Array.from({ length: n }, (_, i) => i);
  let sign = 1;
  for (let k = 0; k < n; k++) {
    let p = k;
    for (let i = k + 1; i < n; i++) if (Math.abs(lu[i][k]) > Math.abs(lu[p][k])) p = i;
    if (lu[p][k] === 0) return undefined;
    if (p !== k) {
      [lu[p], lu[k]] = [lu[k], lu[p]];
      [perm[p], perm[k]] = [perm[k], perm[p]];
      sign = -sign;
    }
    for (let i = k + 1; i < n; i++) {
      lu[i][k] /= lu[k][k];
      for (let j = k + 1; j < n; j++) lu[i][j] -= lu[i][k] * lu[k][j];
    }
  }
  return { lu, perm, sign };
}

export function determinant(a: number[][]): number {
  const d = luDecompose(a);
  if (!d) return 0;
  let det = d.sign;
  for (let i = 0; i < a.length; i++) det *= d.lu[i][i];
  return det;
}

/** Inverse by LU; undefined when singular. */
export function inverse(a: number[][]): number[][] | undefined {
  const n = a.length;
  const d = luDecompose(a);
  if (!d) return undefined;
  const inv: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let col = 0; col < n; col++) {
    const x = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      let s = d.perm[i] === col ? 1 : 0;
      for (let j = 0; j < i; j++) s -= d.lu[i][j] * x[j];
      x[i] = s;
    }
    for (let i = n - 1; i >= 0; i--) {
      let s = x[i];
      for (let j = i + 1; j < n; j++) s -= d.lu[i][j] * x[j];
      x[i] = s / d.lu[i][i];
    }
    for (let i = 0; i < n; i++) inv[i][col] = x[i];
  }
  return inv;
}

export function multiply(a: number[][], b: number[][]): number[][] {
  return a.map((row) => b[0].map((_, j) => row.reduce((s, x, k) => s + x * b[k][j], 0)));
}

export const transpose = (a: number[][]): number[][] => a[0].map((_, j) => a.map((row) => row[j]));
