import type { UserFunctionEngineOptions } from '../../plugins/user-functions/index.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';

/**
 * Engine options that make a template's user functions callable from its formulas. The sandbox's
 * WebAssembly is loaded only for templates that have user functions.
 */
export async function userFunctionEngineOptions(workbook: Workbook): Promise<UserFunctionEngineOptions> {
  if (!workbook.userFunctions.length) return { options: {}, dispose: () => undefined };
  const userFunctions = await import('../../plugins/user-functions/index.js');
  await userFunctions.loadUserFunctionSandbox();
  return userFunctions.userFunctionEngineOptions(workbook);
}
