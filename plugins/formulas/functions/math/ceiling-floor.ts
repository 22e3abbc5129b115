import { numeric } from '../shared/define.js';
import { ERRORS } from '../../values.js';

/** Quotients are cleaned to 15 digits so CEILING(0.3, 0.1) stays 0.3 instead of stepping to 0.4. */
const clean = (x: number) => Number(x.toPrecision(15));
const up = (n: number, s: number) => clean(Math.ceil(clean(n / s)) * s);
const down = (n: number, s: number) => clean(Math.floor(clean(n / s)) * s);

const spec = (name: string, syntax: string, description: string, minArgs: number, maxArgs: number) => ({
  name, category: 'math' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

/** CEILING: a positive number with a negative significance is #NUM!; negatives round toward zero unless significance is negative too. */
export const CEILING = numeric(spec('CEILING', 'number, significance', 'Rounds a number up to a multiple of significance.', 2, 2), ([n, s]) => {
  if (s === 0 || n === 0) return 0;
  if (n > 0 && s < 0) return ERRORS.NUM;
  return up(n, s);
});

export const FLOOR = numeric(spec('FLOOR', 'number, significance', 'Rounds a number down to a multiple of significance.', 2, 2), ([n, s]) => {
  if (n === 0) return 0;
  if (s === 0) return ERRORS.DIV0;
  if (n > 0 && s < 0) return ERRORS.NUM;
  return down(n, s);
});

/** mode non-zero rounds negatives away from zero (CEILING.MATH) or toward zero (FLOOR.MATH). */
export const CEILING_MATH = numeric(spec('CEILING.MATH', 'number, [significance], [mode]', 'Rounds a number up to a multiple of significance.', 1, 3), ([n, s = 1, mode = 0]) => {
  const sig = Math.abs(s);
  if (sig === 0 || n === 0) return 0;
  return n < 0 && mode !== 0 ? -up(-n, sig) : up(n, sig);
});

export const FLOOR_MATH = numeric(spec('FLOOR.MATH', 'number, [significance], [mode]', 'Rounds a number down to a multiple of significance.', 1, 3), ([n, s = 1, mode = 0]) => {
  const sig = Math.abs(s);
  if (sig === 0 || n === 0) return 0;
  return n < 0 && mode !== 0 ? -down(-n, sig) : down(n, sig);
});

const precise = (name: string, direction: 'up' | 'down') =>
  numeric(spec(name, 'number, [significance]', `Rounds a number ${direction} to a multiple of |significance|, whatever its sign.`, 1, 2), ([n, s = 1]) => {
    const sig = Math.abs(s);
    if (sig === 0 || n === 0) return 0;
    return direction === 'up' ? up(n, sig) : down(n, sig);
  });

export const CEILING_PRECISE = precise('CEILING.PRECISE', 'up');
export const ISO_CEILING = precise('ISO.CEILING', 'up');
export const FLOOR_PRECISE = precise('FLOOR.PRECISE', 'down');

export const ceilingFloorFunctions = [CEILING, FLOOR, CEILING_MATH, FLOOR_MATH, CEILING_PRECISE, ISO_CEILING, FLOOR_PRECISE];
