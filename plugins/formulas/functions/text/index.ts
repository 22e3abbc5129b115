import type { FunctionDefinition } from '../../function-definition.js';

/** The text functions. */
export const textFunctions: readonly FunctionDefinition[] = [];
