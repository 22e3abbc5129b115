import type { Workbook } from '../workbook/model/workbook.js';
import type { UserFunctionEngineOptions } from './engine-options.js';

/** For a workbook without user functions: nothing to add, nothing to free. */
export const NO_USER_FUNCTIONS: UserFunctionEngineOptions = { options: {}, dispose: () => undefined };

/**
 * Engine options for a workbook's user functions, loading the sandbox first. The plugin (and its
 * WebAssembly) is imported only for workbooks that have user functions, so this module is what hosts
 * import statically: the editor's bundle and the CLI's start-up stay small.
 */
export async function loadUserFunctionEngineOptions(workbook: Workbook): Promise<UserFunctionEngineOptions> {
  if (!workbook.userFunctions.length) return NO_USER_FUNCTIONS;
  const plugin = await import('./index.js');
  await plugin.loadUserFunctionSandbox();
  return plugin.userFunctionEngineOptions(workbook);
}
