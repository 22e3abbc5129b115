import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/workbook.js';
import { addUserFunction, deleteUserFunction, updateUserFunction } from './commands.js';

export { addUserFunction, deleteUserFunction, updateUserFunction, type AddUserFunctionParams, type UpdateUserFunctionParams } from './commands.js';
export { userFunctionEngineOptions, type UserFunctionEngineOptions } from './engine-options.js';
export { userFunctionDefinitions, type UserFunctionLimits } from './functions.js';
export { isSandboxLoaded, loadUserFunctionSandbox, ScriptSandbox, USER_FUNCTION_TIME_LIMIT_MS } from './sandbox.js';
export { checkUserFunctionName } from './validate.js';

/** Author-written JavaScript functions, run in a QuickJS sandbox and callable from formulas. */
export const userFunctionsPlugin: PluginManifest<Workbook> = {
  id: 'user-functions',
  dependsOn: ['workbook', 'formulas'],
  commands: [addUserFunction, updateUserFunction, deleteUserFunction] as PluginManifest<Workbook>['commands'],
};
