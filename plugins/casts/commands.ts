import type { Draft } from 'immer';
import { UserError, type CommandDefinition } from '../../kernel/index.js';
import { parseRangeText, type RangeIds } from '../names/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { readRecommendedCast } from './recommended.js';

/** The Casting form's messages (SPEC section 5 "Recommended cast name"). */
export const CAST_NAME_MESSAGES = {
  blank: "Name can't be blank",
  taken: (name: string) => `Name '${name}' is already in use`,
} as const;

export const NO_SUCH_CAST_MESSAGE = 'That recommended cast no longer exists.';
export const NO_SUCH_CHART_MESSAGE = 'That chart no longer exists.';

/** What a recommended cast shows: a range typed as 'Sheet1!A1:B4' (or by ids), or a chart by id. */
export type CastShows = { readonly range: string | RangeIds } | { readonly chartId: string };

export type SetRecommendedCastParams = CastShows & {
  /** The name it had when editing began; absent for a new one. */
  readonly previousName?: string;
  readonly name: string;
  /** The cast a viewer gets when none is named; at most one cast is the default. */
  readonly isDefault?: boolean;
};

export interface DeleteRecommendedCastParams {
  readonly name: string;
}

/** The name's problem, if any: not blank, and unique ignoring case except against the cast being edited. */
export function recommendedCastNameError(workbook: Workbook, name: string, previousName?: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return CAST_NAME_MESSAGES.blank;
  const edited = previousName?.toLowerCase();
  const clash = Object.keys(workbook.recommendedCastsByName).find((key) => key.toLowerCase() === trimmed.toLowerCase() && key.toLowerCase() !== edited);
  return clash === undefined ? undefined : CAST_NAME_MESSAGES.taken(trimmed);
}

/** "Cast 1", "Cast 2"...: the first name no recommended cast has. */
export function defaultCastName(workbook: Workbook): string {
  const used = new Set(Object.keys(workbook.recommendedCastsByName).map((key) => key.toLowerCase()));
  let n = 1;
  while (used.has(`cast ${n}`)) n++;
  return `Cast ${n}`;
}

/** The stored record (SPEC section 3 "Recommended cast"): a range by cell ids, or a chart. */
function castRecord(workbook: Workbook, name: string, shows: CastShows, isDefault: boolean): Record<string, unknown> {
  if ('chartId' in shows) {
    const sheetId = workbook.sheetIds.find((id) => workbook.sheetsById[id]?.chartsById?.[shows.chartId]);
    if (sheetId === undefined) throw new UserError(NO_SUCH_CHART_MESSAGE);
    return { name, sheetId, castChart: true, castRange: false, chartId: shows.chartId, isDefault };
  }
  const range = rangeOf(workbook, shows.range);
  return { name, sheetId: range.sheetId, castRange: true, castChart: false, fromCellId: range.fromCellId, toCellId: range.toCellId ?? range.fromCellId, isDefault };
}

function rangeOf(workbook: Workbook, range: string | RangeIds): RangeIds {
  if (typeof range !== 'string') {
    if (!workbook.sheetsById[range.sheetId]) throw new UserError("Range doesn't exist");
    return range;
  }
  const parsed = parseRangeText(range, workbook);
  if (!parsed.ok) throw new UserError(parsed.error);
  return parsed.range;
}

type Casts = Record<string, unknown>;
const castsOf = (draft: Draft<Workbook>): Casts => draft.recommendedCastsByName as Casts;

/** Adds a recommended cast, or replaces one (renamed when the name changed); a new default unmarks the old. */
export const setRecommendedCast: CommandDefinition<SetRecommendedCastParams, Workbook> = {
  id: 'casts.set-recommended',
  run(draft, params, ctx) {
    const { previousName } = params;
    if (previousName !== undefined && !(previousName in ctx.before.recommendedCastsByName)) throw new UserError(NO_SUCH_CAST_MESSAGE);
    const problem = recommendedCastNameError(ctx.before, params.name, previousName);
    if (problem) throw new UserError(problem);
    const name = params.name.trim();
    const record = castRecord(ctx.before, name, params, params.isDefault === true);
    const casts = castsOf(draft);
    if (previousName !== undefined && previousName !== name) delete casts[previousName];
    if (params.isDefault) {
      for (const [key, value] of Object.entries(ctx.before.recommendedCastsByName)) {
        if (key !== previousName && readRecommendedCast(key, value).isDefault) casts[key] = { ...(value as object), isDefault: false };
      }
    }
    casts[name] = record;
  },
};

export const deleteRecommendedCast: CommandDefinition<DeleteRecommendedCastParams, Workbook> = {
  id: 'casts.delete-recommended',
  run(draft, params, ctx) {
    if (!(params.name in ctx.before.recommendedCastsByName)) throw new UserError(NO_SUCH_CAST_MESSAGE);
    delete castsOf(draft)[params.name];
  },
};

export const castsCommands = [setRecommendedCast, deleteRecommendedCast] as const;
