import { type CommandDefinition, UserError } from '../../kernel/index.js';
import { allFunctions } from '../formulas/index.js';
import type { Workbook } from '../workbook/index.js';
import { checkUserFunctionName } from './validate.js';

export interface AddUserFunctionParams {
  readonly name: string;
  readonly text: string;
}

export interface UpdateUserFunctionParams {
  /** The function's current name. */
  readonly name: string;
  readonly newName?: string;
  readonly text?: string;
}

const BUILTINS: ReadonlySet<string> = new Set(allFunctions.map((fn) => fn.name.toUpperCase()));

/**
 * SPEC section 5's message for a user function name in this workbook, or undefined when it may be used;
 * `except` is the edited function's current name (keeping it is no clash).
 */
export function userFunctionNameError(workbook: Workbook, raw: string, except?: string): string | undefined {
  const checked = checkName(workbook, raw, except);
  return checked.ok ? undefined : checked.error;
}

function checkName(workbook: Workbook, raw: string, except?: string): ReturnType<typeof checkUserFunctionName> {
  const others = workbook.userFunctions.map((fn) => fn.name).filter((name) => name !== except);
  return checkUserFunctionName(raw, { builtins: BUILTINS, others });
}

function checkedName(workbook: Workbook, raw: string, except?: string): string {
  const checked = checkName(workbook, raw, except);
  if (!checked.ok) throw new UserError(checked.error);
  return checked.name;
}

function indexOf(workbook: Workbook, name: string): number {
  const index = workbook.userFunctions.findIndex((fn) => fn.name === name);
  if (index < 0) throw new UserError(`There is no function named ${name}.`);
  return index;
}

export const addUserFunction: CommandDefinition<AddUserFunctionParams, Workbook> = {
  id: 'user-functions.add',
  run(draft, params, ctx) {
    const name = checkedName(ctx.before, params.name);
    draft.userFunctions.push({ name, text: params.text });
  },
};

export const updateUserFunction: CommandDefinition<UpdateUserFunctionParams, Workbook> = {
  id: 'user-functions.update',
  run(draft, params, ctx) {
    const index = indexOf(ctx.before, params.name);
    const name = params.newName === undefined ? params.name : checkedName(ctx.before, params.newName, params.name);
    draft.userFunctions[index] = { name, text: params.text ?? ctx.before.userFunctions[index].text };
  },
};

export const deleteUserFunction: CommandDefinition<{ readonly name: string }, Workbook> = {
  id: 'user-functions.delete',
  run(draft, params, ctx) {
    draft.userFunctions.splice(indexOf(ctx.before, params.name), 1);
  },
};
