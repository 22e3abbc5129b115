import type { FunctionDefinition } from '../../function-definition.js';

/** The math functions. */
export const mathFunctions: readonly FunctionDefinition[] = [];
