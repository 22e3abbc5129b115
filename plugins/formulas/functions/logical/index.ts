import type { FunctionDefinition } from '../../function-definition.js';
import { andOrFunctions } from './and-or.js';
import { chooseFunctions } from './choose.js';
import { ifFunction } from './if.js';
import { ifErrorFunctions } from './iferror.js';

/** The logical functions (LET belongs to the engine, which owns names in scope). */
export const logicalFunctions: readonly FunctionDefinition[] = [
  ifFunction,
  ...ifErrorFunctions,
  ...chooseFunctions,
  ...andOrFunctions,
];
