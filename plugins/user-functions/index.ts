export { addUserFunction, deleteUserFunction, updateUserFunction, userFunctionNameError, type AddUserFunctionParams, type UpdateUserFunctionParams } from './commands.js';
export { userFunctionEngineOptions, type UserFunctionEngineOptions } from './engine-options.js';
export { userFunctionDefinitions, type UserFunctionLimits, type UserFunctionSet } from './functions.js';
export { userFunctionsPlugin } from './manifest.js';
export { isSandboxLoaded, loadUserFunctionSandbox, ScriptSandbox, USER_FUNCTION_TIME_LIMIT_MS } from './sandbox.js';
export { checkUserFunctionName } from './validate.js';
