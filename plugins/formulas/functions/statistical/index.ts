import type { FunctionDefinition } from '../../function-definition.js';
import { averageFunctions } from './average.js';
import { averageIfFunctions } from './averageif.js';
import { betaFunctions } from './beta.js';
import { binomialFunctions } from './binomial.js';
import { chiSquareFunctions } from './chisq.js';
import { confidenceFunctions } from './confidence.js';
import { countFunctions } from './count.js';
import { countIfFunctions } from './countif.js';
import { deviationFunctions } from './deviation.js';
import { fDistFunctions } from './f-dist.js';
import { fisherFunctions } from './fisher.js';
import { frequencyFunctions } from './frequency.js';
import { gammaFunctions } from './gamma.js';
import { hypgeomFunctions } from './hypgeom.js';
import { hypothesisFunctions } from './hypothesis.js';
import { largeSmallFunctions } from './large-small.js';
import { lognormalFunctions } from './lognormal.js';
import { meanFunctions } from './means.js';
import { medianModeFunctions } from './median-mode.js';
import { minMaxFunctions } from './minmax.js';
import { minMaxIfsFunctions } from './minmaxifs.js';
import { normalFunctions } from './normal.js';
import { percentileFunctions } from './percentile.js';
import { percentRankFunctions } from './percentrank.js';
import { permutFunctions } from './permut.js';
import { poissonExponFunctions } from './poisson-expon.js';
import { probFunctions } from './prob.js';
import { rankFunctions } from './rank.js';
import { regressionFunctions } from './regression.js';
import { shapeFunctions } from './shape.js';
import { tDistFunctions } from './t-dist.js';
import { trendFunctions } from './trend.js';
import { varianceFunctions } from './variance.js';

/** The statistical functions. */
export const statisticalFunctions: readonly FunctionDefinition[] = [
  ...averageFunctions,
  ...averageIfFunctions,
  ...betaFunctions,
  ...binomialFunctions,
  ...chiSquareFunctions,
  ...confidenceFunctions,
  ...countFunctions,
  ...countIfFunctions,
  ...deviationFunctions,
  ...fDistFunctions,
  ...fisherFunctions,
  ...frequencyFunctions,
  ...gammaFunctions,
  ...hypgeomFunctions,
  ...hypothesisFunctions,
  ...largeSmallFunctions,
  ...lognormalFunctions,
  ...meanFunctions,
  ...medianModeFunctions,
  ...minMaxFunctions,
  ...minMaxIfsFunctions,
  ...normalFunctions,
  ...percentileFunctions,
  ...percentRankFunctions,
  ...permutFunctions,
  ...poissonExponFunctions,
  ...probFunctions,
  ...rankFunctions,
  ...regressionFunctions,
  ...shapeFunctions,
  ...tDistFunctions,
  ...trendFunctions,
  ...varianceFunctions,
];
