import type { FunctionDefinition } from '../../function-definition.js';
import { baseConversionFunctions } from './base-conversion.js';
import { besselFunctions } from './bessel.js';
import { bitwiseFunctions } from './bitwise.js';
import { complexFunctions } from './complex/im-functions.js';
import { CONVERT } from './convert/convert.js';
import { erfFunctions } from './erf.js';

/** The engineering functions. */
export const engineeringFunctions: readonly FunctionDefinition[] = [
  ...baseConversionFunctions,
  ...bitwiseFunctions,
  ...erfFunctions,
  ...besselFunctions,
  ...complexFunctions,
  CONVERT,
];
