import type { Workbook } from '../workbook/model/workbook.js';
import type { UserFunctionEngineOptions } from './engine-options.js';
import type { UserFunctionLimits } from './functions.js';

/**
 * The editor's allowance for all user-function calls of one change: a sheet of cells calling a looping
 * script freezes the page for this long, not 500 ms per cell, and the rest give #ERROR!.
 */
export const EDITOR_USER_FUNCTION_LIMITS: UserFunctionLimits = { budgetMs: 2000 };

/** For a workbook without user functions: nothing to add, nothing to free. */
export const NO_USER_FUNCTIONS: UserFunctionEngineOptions = { options: {}, renewBudget: () => undefined, dispose: () => undefined };

/**
 * Engine options for a workbook's user functions, loading the sandbox first. The plugin (and its
 * WebAssembly) is imported only for workbooks that have user functions, so this module is what hosts
 * import statically: the editor's bundle and the CLI's start-up stay small.
 */
export async function loadUserFunctionEngineOptions(workbook: Workbook, limits?: UserFunctionLimits): Promise<UserFunctionEngineOptions> {
  if (!workbook.userFunctions.length) return NO_USER_FUNCTIONS;
  const plugin = await import('./index.js');
  await plugin.loadUserFunctionSandbox();
  return plugin.userFunctionEngineOptions(workbook, limits);
}
