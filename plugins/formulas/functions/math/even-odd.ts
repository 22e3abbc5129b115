import { unary } from '../shared/define.js';

/** Rounds away from zero to the next integer satisfying `keep` (even or odd). */
function awayTo(x: number, odd: boolean): number {
  const sign = x < 0 ? -1 : 1;
  let n = Math.ceil(Number(Math.abs(x).toPrecision(15)));
  if ((n % 2 === 1) !== odd) n++;
  return sign * n;
}

export const EVEN = unary('EVEN', 'math', 'Rounds a number away from zero to the nearest even integer.', (x) => awayTo(x, false));
export const ODD = unary('ODD', 'math', 'Rounds a number away from zero to the nearest odd integer.', (x) => awayTo(x, true));

export const evenOddFunctions = [EVEN, ODD];
