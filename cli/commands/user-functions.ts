import type { EngineOptions } from '../../plugins/formulas/engine/index.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';

/**
 * Engine options that make a template's user functions callable from its formulas. The sandbox's
 * WebAssembly is loaded only for templates that have user functions.
 */
export async function userFunctionEngineOptions(workbook: Workbook): Promise<{ options: EngineOptions; dispose(): void }> {
  if (!workbook.userFunctions.length) return { options: {}, dispose: () => undefined };
  const { loadUserFunctionSandbox, userFunctionDefinitions } = await import('../../plugins/user-functions/index.js');
  await loadUserFunctionSandbox();
  const { definitions, dispose } = userFunctionDefinitions(workbook.userFunctions);
  return { options: { functions: definitions }, dispose };
}
