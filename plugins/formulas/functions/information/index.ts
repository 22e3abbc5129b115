import type { FunctionDefinition } from '../../function-definition.js';

/** The information functions. */
export const informationFunctions: readonly FunctionDefinition[] = [];
