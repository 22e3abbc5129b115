import type { Draft } from 'immer';
import { UserError, type CommandContext, type CommandDefinition } from '../../kernel/index.js';
import { type IdGenerator, RandomIdGenerator, WORKBOOK } from '../workbook/index.js';
import type { NamedRange, Workbook } from '../workbook/model/index.js';
import { renameInWorkbook } from './formulas.js';
import { rebaseNamedRange } from './rebase.js';
import { areaColumnIds, parseRangeText, RANGE_MESSAGES, resolveRange, type RangeIds } from './ranges.js';
import { cleanFormula, formulaError, formulaHome } from './named-formulas.js';
import {
  cleanColumnOutputs, cleanName, cleanOutputName, columnOutputsError, defaultName, nameError, outputNameError,
} from './validation.js';

/** A range given as the form's text ("Sheet1!A1:B4") or as stored ids. */
export type RangeParam = string | RangeIds;

export interface AddNamedRangeParams {
  /** Given by callers that need to know it (tests, imports); generated otherwise. */
  readonly id?: string;
  /** Default: the first free NamedRangeN. */
  readonly name?: string;
  /** The range; not needed for a named formula. */
  readonly range?: RangeParam;
  /** A named formula instead of a range (typed with or without '='): the name stands for it where used. */
  readonly formula?: string;
  readonly output?: boolean;
  readonly outputName?: string;
  /** Column id to output key. */
  readonly columnOutputs?: Readonly<Record<string, string>>;
}

export interface UpdateNamedRangeParams {
  readonly id: string;
  readonly name?: string;
  /** A range given to a named formula makes it a named range again. */
  readonly range?: RangeParam;
  /** A formula given to a named range makes it a named formula. */
  readonly formula?: string;
  readonly output?: boolean;
  /** An empty string removes the output name. */
  readonly outputName?: string;
  readonly columnOutputs?: Readonly<Record<string, string>>;
}

export interface DeleteNamedRangeParams {
  readonly id: string;
}

type NamedRangeFields = Omit<AddNamedRangeParams, 'id'>;

/** Builds a valid named range from the fields, or throws the first message of SPEC section 5. */
export function buildNamedRange(workbook: Workbook, id: string, fields: NamedRangeFields): NamedRange {
  const name = checkedName(workbook, id, fields);
  if (fields.formula !== undefined) return { id, name, ...formulaHome(workbook), formula: checkedFormula(fields.formula) };
  if (fields.range === undefined) throw new UserError(RANGE_MESSAGES.blank);
  const range = readRange(workbook, fields.range);
  const area = resolveRange(workbook, range);
  return { id, name, ...range, ...checkedOutputs(workbook, id, name, fields, area ? areaColumnIds(workbook, area) : []) };
}

function checkedFormula(text: string): string {
  const formula = cleanFormula(text);
  const problem = formulaError(formula);
  if (problem) throw new UserError(problem);
  return formula;
}

function checkedName(workbook: Workbook, id: string, fields: NamedRangeFields): string {
  const name = cleanName(fields.name ?? defaultName(workbook));
  const problem = nameError(name, workbook, id);
  if (problem) throw new UserError(problem);
  return name;
}

/** The output fields, checked: output name (cleaned, unique) and column keys of a multi-column range. */
function checkedOutputs(
  workbook: Workbook, id: string, name: string, fields: NamedRangeFields, columnIds: readonly string[],
): Pick<NamedRange, 'output' | 'outputName' | 'columnOutputs'> {
  const outputName = cleanOutputName(fields.outputName ?? '');
  const outputProblem = outputNameError(outputName, workbook, id) ?? clashAsOutput(workbook, id, name, outputName, fields.output);
  if (outputProblem) throw new UserError(outputProblem);
  const columnOutputs = cleanColumnOutputs(fields.columnOutputs, columnIds);
  const columnProblem = columnOutputs && columnOutputsError(columnOutputs);
  if (columnProblem) throw new UserError(columnProblem);
  return {
    ...(fields.output ? { output: true } : {}),
    ...(outputName ? { outputName } : {}),
    ...(columnOutputs ? { columnOutputs } : {}),
  };
}

/** An output without an output name uses its name as key, which must not clash with other outputs. */
function clashAsOutput(workbook: Workbook, id: string, name: string, outputName: string, output: boolean | undefined): string | undefined {
  if (!output || outputName) return undefined;
  return outputNameError(name, workbook, id);
}

function readRange(workbook: Workbook, range: RangeParam): RangeIds {
  if (typeof range === 'string') {
    const parsed = parseRangeText(range, workbook);
    if (!parsed.ok) throw new UserError(parsed.error);
    return parsed.range;
  }
  if (!resolveRange(workbook, range)) throw new UserError(RANGE_MESSAGES.outside);
  return range.toCellId && range.toCellId !== range.fromCellId
    ? { sheetId: range.sheetId, fromCellId: range.fromCellId, toCellId: range.toCellId }
    : { sheetId: range.sheetId, fromCellId: range.fromCellId };
}

function ids(ctx: CommandContext<Workbook>): IdGenerator {
  return ctx.services.find(WORKBOOK.Ids) ?? new RandomIdGenerator();
}

export const addNamedRange: CommandDefinition<AddNamedRangeParams, Workbook> = {
  id: 'names.add',
  rebase: rebaseNamedRange,
  run(draft, params, ctx) {
    const id = params.id ?? ids(ctx).entityId();
    if (ctx.before.namedRangesById[id]) throw new UserError(`Named range ${id} already exists`);
    draft.namedRangesById[id] = buildNamedRange(ctx.before, id, params) as Draft<NamedRange>;
  },
};

export const updateNamedRange: CommandDefinition<UpdateNamedRangeParams, Workbook> = {
  id: 'names.update',
  rebase: rebaseNamedRange,
  run(draft, params, ctx) {
    const existing = ctx.before.namedRangesById[params.id];
    if (!existing) throw new UserError('This named range no longer exists');
    // A named formula stays one unless given a range; a named range becomes one when given a formula.
    const formula = params.formula ?? (params.range === undefined ? existing.formula : undefined);
    const fields: NamedRangeFields = {
      name: params.name ?? existing.name,
      range: params.range ?? existing,
      ...(formula !== undefined ? { formula } : {}),
      output: params.output ?? existing.output,
      outputName: params.outputName ?? existing.outputName,
      columnOutputs: params.columnOutputs ?? existing.columnOutputs,
    };
    // An invalid range keeps its lost cells (and stays invalid) until it is given a new range.
    const kept = existing.invalid && params.range === undefined && formula === undefined;
    const next = kept ? keptInvalid(ctx.before, existing, fields) : buildNamedRange(ctx.before, params.id, fields);
    draft.namedRangesById[params.id] = next as Draft<NamedRange>;
    if (next.name === existing.name) return;
    renameInWorkbook(draft, ctx.before, existing.name, next.name);
    ctx.describe({ kind: 'rename-name', name: existing.name, to: next.name });
  },
};

function keptInvalid(workbook: Workbook, existing: NamedRange, fields: NamedRangeFields): NamedRange {
  const name = checkedName(workbook, existing.id, fields);
  const outputs = checkedOutputs(workbook, existing.id, name, fields, Object.keys(existing.columnOutputs ?? {}));
  const range: RangeIds = existing.toCellId
    ? { sheetId: existing.sheetId, fromCellId: existing.fromCellId, toCellId: existing.toCellId }
    : { sheetId: existing.sheetId, fromCellId: existing.fromCellId };
  return { id: existing.id, name, ...range, ...outputs, invalid: true };
}

export const deleteNamedRange: CommandDefinition<DeleteNamedRangeParams, Workbook> = {
  id: 'names.delete',
  run(draft, params, ctx) {
    const existing = ctx.before.namedRangesById[params.id];
    if (!existing) return;
    delete draft.namedRangesById[params.id];
    renameInWorkbook(draft, ctx.before, existing.name, undefined);
    ctx.describe({ kind: 'rename-name', name: existing.name });
  },
};

export const namesCommands = [addNamedRange, updateNamedRange, deleteNamedRange] as const;
