import { rebaseFormulaText, rebasePositions, UserError, type CommandDefinition } from '../../kernel/index.js';
import {
  clampArea, draftSheet, forEachPosition, forEachStoredCell, sheetBefore, tidy, updateCell,
} from '../workbook/commands/index.js';
import {
  type AreaParams, type CellValidation, indexOfIds, VALIDATION_TYPES, type Workbook,
} from '../workbook/index.js';
import { configurationError, inputCount } from './configuration.js';

export interface SetValidationParams extends AreaParams {
  readonly validation: CellValidation;
}

export const UNKNOWN_VALIDATION_MESSAGE = 'Choose a kind of validation.';

/** The validation as stored: only the inputs its type takes, help text only when it is shown and set. */
export function cleanValidation(validation: CellValidation): CellValidation {
  const count = inputCount(validation.type);
  const helpText = validation.helpText?.trim() ? validation.helpText : undefined;
  return tidy({
    type: validation.type,
    input1: count >= 1 ? validation.input1?.trim() : undefined,
    input2: count >= 2 ? validation.input2?.trim() : undefined,
    showHelpText: validation.showHelpText ? true : undefined,
    helpText: validation.showHelpText ? helpText : undefined,
  }) as CellValidation;
}

/**
 * Sets a data validation on every cell of an area (SPEC section 5), one undo step. A validation the
 * form would call misconfigured is refused with its message and nothing changes.
 */
export const setValidation: CommandDefinition<SetValidationParams, Workbook> = {
  id: 'validation.set',
  rebase(params, change, before, services) {
    const moved = rebasePositions(params, change);
    return moved && { ...moved, validation: rebaseInputs(moved.validation, (formula) => rebaseFormulaText(formula, params.sheetId, change, before, services)) };
  },
  run(draft, params, ctx) {
    if (!params.validation || !VALIDATION_TYPES.includes(params.validation.type)) throw new UserError(UNKNOWN_VALIDATION_MESSAGE);
    const validation = cleanValidation(params.validation);
    const problem = configurationError(validation, ctx.before);
    if (problem) throw new UserError(problem);
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachPosition(before, clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => ({ ...cell, data: { ...cell?.data, validation } })),
    );
  },
};

/**
 * Co-editing: a validation's inputs that name cells (a list's range, an input typed as a formula) read
 * the cells they named when typed, as if typed after someone else's structural change.
 */
function rebaseInputs(validation: CellValidation, rewrite: (formula: string) => string): CellValidation {
  if (typeof validation !== 'object' || validation === null) return validation;
  const moved = (input: string | undefined): string | undefined => {
    if (typeof input !== 'string') return input;
    if (input.trim().startsWith('=')) return rewrite(input);
    return validation.type === 'list_range' ? rewrite(`=${input}`).slice(1) : input;
  };
  return tidy({ ...validation, input1: moved(validation.input1), input2: moved(validation.input2) }) as CellValidation;
}

/** Removes the data validation of every cell of an area, keeping content and formats. */
export const clearValidation: CommandDefinition<AreaParams, Workbook> = {
  id: 'validation.clear',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachStoredCell(before, indexOfIds(before.columnIds), clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => (cell?.data?.validation ? { ...cell, data: tidy({ ...cell.data, validation: undefined }) } : cell)),
    );
  },
};

export const validationCommands = [setValidation, clearValidation] as const;
