import type { FunctionDefinition } from '../../function-definition.js';
import { cellFunctions } from './cell.js';
import { isFunctions } from './is.js';
import { valueInfoFunctions } from './value-info.js';

/** The information functions. */
export const informationFunctions: readonly FunctionDefinition[] = [...isFunctions, ...valueInfoFunctions, ...cellFunctions];
