import type { FunctionDefinition } from '../../function-definition.js';
import { databaseFunctionList } from './database-functions.js';

/** The database functions. */
export const databaseFunctions: readonly FunctionDefinition[] = [...databaseFunctionList];
