import type { FunctionDefinition } from '../../function-definition.js';

/** The database functions. */
export const databaseFunctions: readonly FunctionDefinition[] = [];
