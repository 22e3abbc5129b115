import type { FunctionDefinition } from '../../function-definition.js';

/** The date functions. */
export const dateFunctions: readonly FunctionDefinition[] = [];
