import { PERCENTOF } from './percentof.js';
import type { FunctionDefinition } from '../../function-definition.js';
import { absSignFunctions } from './abs-sign.js';
import { angleFunctions } from './angles.js';
import { baseFunctions } from './base.js';
import { ceilingFloorFunctions } from './ceiling-floor.js';
import { combinFunctions } from './combin.js';
import { evenOddFunctions } from './even-odd.js';
import { expLogFunctions } from './exp-log.js';
import { factorialFunctions } from './factorial.js';
import { gcdLcmFunctions } from './gcd-lcm.js';
import { hyperbolicFunctions } from './hyperbolic.js';
import { inverseTrigFunctions } from './inverse-trig.js';
import { matrixFunctions } from './matrix.js';
import { modQuotientFunctions } from './mod-quotient.js';
import { randomFunctions } from './random.js';
import { romanFunctions } from './roman.js';
import { roundFunctions } from './round.js';
import { seriesSumFunctions } from './seriessum.js';
import { subtotalFunctions } from './subtotal.js';
import { sumFunctions } from './sum.js';
import { sumIfFunctions } from './sumif.js';
import { sumProductFunctions } from './sumproduct.js';
import { sumxFunctions } from './sumx.js';
import { trigFunctions } from './trig.js';

/** The math and trigonometry functions. */
export const mathFunctions: readonly FunctionDefinition[] = [
  ...absSignFunctions,
  ...angleFunctions,
  ...baseFunctions,
  ...ceilingFloorFunctions,
  ...combinFunctions,
  ...evenOddFunctions,
  ...expLogFunctions,
  ...factorialFunctions,
  ...gcdLcmFunctions,
  ...hyperbolicFunctions,
  ...inverseTrigFunctions,
  ...matrixFunctions,
  ...modQuotientFunctions,
  ...randomFunctions,
  ...romanFunctions,
  ...roundFunctions,
  ...seriesSumFunctions,
  ...subtotalFunctions,
  ...sumFunctions,
  ...sumIfFunctions,
  ...sumProductFunctions,
  ...sumxFunctions,
  ...trigFunctions,
  PERCENTOF,
];
