import type { FunctionDefinition } from '../../function-definition.js';

/** The statistical functions. */
export const statisticalFunctions: readonly FunctionDefinition[] = [];
