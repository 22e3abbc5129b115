import type { FunctionDefinition } from '../../function-definition.js';

/** The engineering functions. */
export const engineeringFunctions: readonly FunctionDefinition[] = [];
