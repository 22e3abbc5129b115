import type { FunctionDefinition } from '../../function-definition.js';

/** The logical functions. */
export const logicalFunctions: readonly FunctionDefinition[] = [];
