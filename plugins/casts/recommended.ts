import type { Workbook } from '../workbook/model/index.js';
import { CastError } from './errors.js';
import type { CastTarget, RecommendedCast } from './model.js';

type Fields = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const flagOrText = (value: unknown): boolean | string | undefined => (typeof value === 'boolean' ? value : text(value));

/** The workbook keeps recommended casts opaque; this reads the fields a cast uses, ignoring the rest. */
export function readRecommendedCast(name: string, value: unknown): RecommendedCast {
  const raw: Fields = typeof value === 'object' && value !== null ? (value as Fields) : {};
  return {
    name,
    sheetId: text(raw.sheetId) ?? '',
    castRange: flagOrText(raw.castRange),
    castChart: flagOrText(raw.castChart),
    chartId: text(raw.chartId),
    fromCellId: text(raw.fromCellId),
    toCellId: text(raw.toCellId),
    isDefault: raw.isDefault === true,
  };
}

/**
 * The recommended cast a viewer asked for (names are case-insensitively unique), else the default one,
 * else none (the whole first visible sheet). An unknown name is an error, never a silent fallback.
 */
export function chooseRecommendedCast(workbook: Workbook, name: string | undefined): RecommendedCast | undefined {
  const entries = Object.entries(workbook.recommendedCastsByName);
  if (name !== undefined) {
    const found = entries.find(([key]) => key === name) ?? entries.find(([key]) => key.toLowerCase() === name.toLowerCase());
    if (!found) throw new CastError('missing', `Recommended cast "${name}" not found.`);
    return readRecommendedCast(found[0], found[1]);
  }
  const casts = entries.map(([key, value]) => readRecommendedCast(key, value));
  return casts.find((cast) => cast.isDefault);
}

/** What a recommended cast shows: its chart, its range (by cell ids or A1 text), or its whole sheet. */
export function targetOf(workbook: Workbook, cast: RecommendedCast | undefined): CastTarget {
  if (!cast) return { kind: 'sheet', sheetId: firstVisibleSheetId(workbook) };
  const { sheetId } = cast;
  if (cast.chartId && cast.castChart !== false) return { kind: 'chart', sheetId, chartId: cast.chartId };
  if (cast.fromCellId && cast.castRange !== false) {
    return { kind: 'range', sheetId, range: { sheetId, fromCellId: cast.fromCellId, toCellId: cast.toCellId ?? cast.fromCellId } };
  }
  if (typeof cast.castRange === 'string') return { kind: 'rangeA1', sheetId, text: cast.castRange };
  return { kind: 'sheet', sheetId };
}

function firstVisibleSheetId(workbook: Workbook): string {
  const id = workbook.sheetIds.find((candidate) => workbook.sheetsById[candidate] && !workbook.sheetsById[candidate].hidden);
  if (id === undefined) throw new CastError('missing', 'The template has no visible sheet to cast.');
  return id;
}
