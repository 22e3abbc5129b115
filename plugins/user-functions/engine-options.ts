import type { OwnEngineOptions } from '../formulas/index.js';
import type { Workbook } from '../workbook/index.js';
import { userFunctionDefinitions, type UserFunctionLimits } from './functions.js';
import type { SandboxRunner } from './sandbox-protocol.js';

/** Engine options plus what frees the sandboxes once the engine is done with them. */
export interface UserFunctionEngineOptions {
  readonly options: OwnEngineOptions;
  dispose(): void;
}

/** For a workbook without user functions: nothing to add, nothing to free. */
export const NO_USER_FUNCTIONS: UserFunctionEngineOptions = { options: {}, dispose: () => undefined };

/**
 * Engine options that make a workbook's user functions callable from its formulas, in every host (editor,
 * server, CLI), each call run by the host's `runner` (a worker it can kill).
 */
export function userFunctionEngineOptions(workbook: Workbook, runner: SandboxRunner, limits?: UserFunctionLimits): UserFunctionEngineOptions {
  if (!workbook.userFunctions.length) return NO_USER_FUNCTIONS;
  const { definitions, dispose } = userFunctionDefinitions(workbook.userFunctions, runner, limits);
  return { options: { functions: definitions }, dispose };
}
