import type { FunctionDefinition } from '../../function-definition.js';

/** The financial functions. */
export const financialFunctions: readonly FunctionDefinition[] = [];
