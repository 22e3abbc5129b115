import type { Draft } from 'immer';
import { UserError, type CommandContext, type CommandDefinition } from '../../kernel/index.js';
import { type IdGenerator, RandomIdGenerator, WORKBOOK } from '../workbook/index.js';
import type { Workbook } from '../workbook/model/index.js';
import type { ConditionalFormat, ConditionalFormatStyle, ConditionType } from './model.js';
import { parseRangesText, toStoredRanges } from './ranges.js';
import { isConditionType, readRule, readRules } from './rules.js';
import { rebaseRules } from './rebase.js';

export const CONDITIONAL_FORMAT_MESSAGES = {
  unknown: 'That conditional format no longer exists.',
  unknownType: (type: string) => `Unknown condition type '${type}'`,
  reorder: 'The order must list every conditional format once.',
} as const;

export interface RuleCondition {
  readonly type: ConditionType;
  readonly input1?: string;
  readonly input2?: string;
}

export interface AddConditionalFormatParams {
  /** Given by callers that need to know it (the panel, tests); generated otherwise. */
  readonly id?: string;
  /** The sheet unqualified ranges are on. */
  readonly sheetId: string;
  /** "A1:B10" or "A1:A5, C1:C5" (SPEC section 5's range messages refuse what cannot be read). */
  readonly ranges: string;
  readonly condition: RuleCondition;
  readonly format: ConditionalFormatStyle;
}

export interface UpdateConditionalFormatParams {
  readonly id: string;
  readonly sheetId: string;
  readonly ranges?: string;
  readonly condition?: RuleCondition;
  readonly format?: ConditionalFormatStyle;
}

export interface DeleteConditionalFormatParams {
  readonly id: string;
}

export interface ReorderConditionalFormatsParams {
  /** Every conditional format's id, first applied first. */
  readonly ids: readonly string[];
}

function ids(ctx: CommandContext<Workbook>): IdGenerator {
  return ctx.services.find(WORKBOOK.Ids) ?? new RandomIdGenerator();
}

function cleanCondition(condition: RuleCondition): ConditionalFormat['condition'] {
  if (!isConditionType(condition.type)) throw new UserError(CONDITIONAL_FORMAT_MESSAGES.unknownType(String(condition.type)));
  const input1 = condition.input1 ?? '';
  const input2 = condition.input2 ?? '';
  return { type: condition.type, ...(input1 !== '' ? { input1 } : {}), ...(input2 !== '' ? { input2 } : {}) };
}

/** The format as stored: the known properties, through the same reading as files. */
function cleanFormat(format: ConditionalFormatStyle): ConditionalFormatStyle {
  return readRule('', { format })?.format ?? {};
}

function storedRanges(workbook: Workbook, sheetId: string, text: string, ctx: CommandContext<Workbook>): ConditionalFormat['ranges'] {
  const parsed = parseRangesText(text, workbook, sheetId);
  if (!parsed.ok) throw new UserError(parsed.error);
  const gen = ids(ctx);
  return toStoredRanges(parsed.ranges, () => gen.entityId());
}

export const addConditionalFormat: CommandDefinition<AddConditionalFormatParams, Workbook> = {
  id: 'conditional-formats.add',
  rebase: rebaseRules,
  run(draft, params, ctx) {
    const ranges = storedRanges(ctx.before, params.sheetId, params.ranges, ctx);
    const existing = readRules(ctx.before.conditionalFormatsById);
    const id = params.id ?? ids(ctx).entityId();
    if (id in ctx.before.conditionalFormatsById) throw new UserError(`A conditional format with id ${id} exists.`);
    const order = existing.reduce((max, rule) => Math.max(max, rule.order + 1), 0);
    const rule: ConditionalFormat = { id, order, ranges, condition: cleanCondition(params.condition), format: cleanFormat(params.format) };
    draft.conditionalFormatsById[id] = rule as Draft<ConditionalFormat>;
  },
};

export const updateConditionalFormat: CommandDefinition<UpdateConditionalFormatParams, Workbook> = {
  id: 'conditional-formats.update',
  rebase: rebaseRules,
  run(draft, params, ctx) {
    const rule = readRule(params.id, ctx.before.conditionalFormatsById[params.id]);
    if (!rule) throw new UserError(CONDITIONAL_FORMAT_MESSAGES.unknown);
    const next: ConditionalFormat = {
      ...rule,
      ...(params.ranges !== undefined ? { ranges: storedRanges(ctx.before, params.sheetId, params.ranges, ctx) } : {}),
      ...(params.condition ? { condition: cleanCondition(params.condition) } : {}),
      ...(params.format ? { format: cleanFormat(params.format) } : {}),
    };
    draft.conditionalFormatsById[params.id] = next as Draft<ConditionalFormat>;
  },
};

export const deleteConditionalFormat: CommandDefinition<DeleteConditionalFormatParams, Workbook> = {
  id: 'conditional-formats.delete',
  run(draft, params, ctx) {
    if (!(params.id in ctx.before.conditionalFormatsById)) throw new UserError(CONDITIONAL_FORMAT_MESSAGES.unknown);
    delete draft.conditionalFormatsById[params.id];
  },
};

export const reorderConditionalFormats: CommandDefinition<ReorderConditionalFormatsParams, Workbook> = {
  id: 'conditional-formats.reorder',
  run(draft, params, ctx) {
    const known = Object.keys(ctx.before.conditionalFormatsById);
    const given = new Set(params.ids);
    if (given.size !== params.ids.length || given.size !== known.length || known.some((id) => !given.has(id))) {
      throw new UserError(CONDITIONAL_FORMAT_MESSAGES.reorder);
    }
    params.ids.forEach((id, order) => {
      const rule = readRule(id, ctx.before.conditionalFormatsById[id]);
      if (rule && rule.order !== order) draft.conditionalFormatsById[id] = { ...(ctx.before.conditionalFormatsById[id] as object), order } as Draft<unknown>;
    });
  },
};

export const conditionalFormatCommands = [addConditionalFormat, updateConditionalFormat, deleteConditionalFormat, reorderConditionalFormats] as const;
