import type { FunctionDefinition } from '../../function-definition.js';
import { averageFunctions } from './average.js';
import { averageIfFunctions } from './averageif.js';
import { countFunctions } from './count.js';
import { countIfFunctions } from './countif.js';
import { deviationFunctions } from './deviation.js';
import { fisherFunctions } from './fisher.js';
import { frequencyFunctions } from './frequency.js';
import { largeSmallFunctions } from './large-small.js';
import { meanFunctions } from './means.js';
import { medianModeFunctions } from './median-mode.js';
import { minMaxFunctions } from './minmax.js';
import { minMaxIfsFunctions } from './minmaxifs.js';
import { percentileFunctions } from './percentile.js';
import { percentRankFunctions } from './percentrank.js';
import { permutFunctions } from './permut.js';
import { probFunctions } from './prob.js';
import { rankFunctions } from './rank.js';
import { regressionFunctions } from './regression.js';
import { shapeFunctions } from './shape.js';
import { trendFunctions } from './trend.js';
import { varianceFunctions } from './variance.js';

/** The statistical functions. */
export const statisticalFunctions: readonly FunctionDefinition[] = [
  ...averageFunctions,
  ...averageIfFunctions,
  ...countFunctions,
  ...countIfFunctions,
  ...deviationFunctions,
  ...fisherFunctions,
  ...frequencyFunctions,
  ...largeSmallFunctions,
  ...meanFunctions,
  ...medianModeFunctions,
  ...minMaxFunctions,
  ...minMaxIfsFunctions,
  ...percentileFunctions,
  ...percentRankFunctions,
  ...permutFunctions,
  ...probFunctions,
  ...rankFunctions,
  ...regressionFunctions,
  ...shapeFunctions,
  ...trendFunctions,
  ...varianceFunctions,
];
