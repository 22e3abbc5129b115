import { eager } from '../shared/define.js';
import { numbersOf } from '../shared/numbers.js';
import { stdev, variance } from '../shared/stats.js';
import { isError } from '../../values.js';

/** VAR/STDEV in all spellings: sample or population, 'A' variants count text as 0 and TRUE as 1. */
const spread = (name: string, kind: 'variance' | 'deviation', sample: boolean, textAsZero: boolean) =>
  eager(
    {
      name, category: 'statistical', minArgs: 1, maxArgs: Infinity, args: ['any'], syntax: `${name}(value1, [value2], ...)`,
      description: `The ${sample ? 'sample' : 'population'} ${kind === 'variance' ? 'variance' : 'standard deviation'}${textAsZero ? ', counting text as 0 and TRUE as 1' : ''}.`,
    },
    (args) => {
      const xs = numbersOf(args, { textAsZero });
      if (isError(xs)) return xs;
      return kind === 'variance' ? variance(xs, sample) : stdev(xs, sample);
    },
  );

export const VAR = spread('VAR', 'variance', true, false);
export const VAR_S = spread('VAR.S', 'variance', true, false);
export const VARA = spread('VARA', 'variance', true, true);
export const VARP = spread('VARP', 'variance', false, false);
export const VAR_P = spread('VAR.P', 'variance', false, false);
export const VARPA = spread('VARPA', 'variance', false, true);
export const STDEV = spread('STDEV', 'deviation', true, false);
export const STDEV_S = spread('STDEV.S', 'deviation', true, false);
export const STDEVA = spread('STDEVA', 'deviation', true, true);
export const STDEVP = spread('STDEVP', 'deviation', false, false);
export const STDEV_P = spread('STDEV.P', 'deviation', false, false);
export const STDEVPA = spread('STDEVPA', 'deviation', false, true);

export const varianceFunctions = [VAR, VAR_S, VARA, VARP, VAR_P, VARPA, STDEV, STDEV_S, STDEVA, STDEVP, STDEV_P, STDEVPA];
