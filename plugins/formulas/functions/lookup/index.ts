import type { FunctionDefinition } from '../../function-definition.js';

/** The lookup functions. */
export const lookupFunctions: readonly FunctionDefinition[] = [];
