import type { OwnEngineOptions } from '../formulas/assembled-functions.js';
import type { Workbook } from '../workbook/model/workbook.js';
import { userFunctionDefinitions, type UserFunctionLimits } from './functions.js';
import { NO_USER_FUNCTIONS } from './load.js';

/** Engine options plus what frees the sandboxes once the engine is done with them. */
export interface UserFunctionEngineOptions {
  readonly options: OwnEngineOptions;
  /** Gives the calls a fresh time budget (see UserFunctionLimits). */
  renewBudget(): void;
  dispose(): void;
}

/**
 * Engine options that make a workbook's user functions callable from its formulas, in every host (editor,
 * server, CLI). The sandbox must be loaded first (`loadUserFunctionSandbox`); until it is, calls give
 * #ERROR! 'User functions are still loading.'
 */
export function userFunctionEngineOptions(workbook: Workbook, limits?: UserFunctionLimits): UserFunctionEngineOptions {
  if (!workbook.userFunctions.length) return NO_USER_FUNCTIONS;
  const { definitions, renewBudget, dispose } = userFunctionDefinitions(workbook.userFunctions, limits);
  return { options: { functions: definitions }, renewBudget, dispose };
}
