import { UserError } from '../../kernel/index.js';
import type { WorkbookCommand } from '../workbook/commands/index.js';
import { INPUT_MESSAGES } from './messages.js';

export interface SetInputParams {
  /** The shadow's input from now on: any JSON value (INPUT reads paths of an object). */
  readonly input: unknown;
}

/**
 * Sets a shadow's input (its Input section's Save). The input is a slot of the shadow's document, so the
 * change is a command like a cell edit: it travels on the live channel, every tab's grid recomputes with
 * it, and the room folds it into the shadow's stored input. A template version has no input of its own
 * and refuses it. Not undoable: the input was never part of the sheets' undo history, and a shadow's
 * undo reaches only its unlocked cells.
 */
export const setInput: WorkbookCommand<SetInputParams> = {
  id: 'input-form.set-input',
  undoable: false,
  run(draft, params, ctx) {
    if (ctx.before.input === undefined) throw new UserError(INPUT_MESSAGES.notAShadow);
    const input = (params as Partial<SetInputParams> | null)?.input;
    if (!isJsonValue(input)) throw new UserError(INPUT_MESSAGES.notJson);
    draft.input = input;
  },
};

/** Whether a value is plain JSON data (what a socket frame or a request body can carry). */
export function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value as object).every(isJsonValue);
}
