import type { FunctionDefinition } from '../function-definition.js';
import { databaseFunctions } from './database/index.js';
import { dateFunctions } from './date/index.js';
import { engineeringFunctions } from './engineering/index.js';
import { financialFunctions } from './financial/index.js';
import { informationFunctions } from './information/index.js';
import { logicalFunctions } from './logical/index.js';
import { lookupFunctions } from './lookup/index.js';
import { lambdaHelpers } from './lambda/helpers.js';
import { mathFunctions } from './math/index.js';
import { statisticalFunctions } from './statistical/index.js';
import { textFunctions } from './text/index.js';

/** Every built-in function of the standard set; product functions tied to the engine are added by it. */
export const builtinFunctions: readonly FunctionDefinition[] = [
  ...mathFunctions,
  ...statisticalFunctions,
  ...textFunctions,
  ...logicalFunctions,
  ...lambdaHelpers,
  ...lookupFunctions,
  ...dateFunctions,
  ...financialFunctions,
  ...informationFunctions,
  ...engineeringFunctions,
  ...databaseFunctions,
];
