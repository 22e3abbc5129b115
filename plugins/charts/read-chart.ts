import type { CellRange } from '../workbook/model/index.js';
import {
  CHART_DEFAULTS, CHART_TYPES, CUTOUT_PERCENTAGES, LEGEND_POSITIONS, POINT_CONDITION_TYPES,
  type Chart, type ChartLegend, type ChartText, type HorizontalLine, type LegendEntry, type PointCondition, type SeriesStyle,
} from './model.js';

type Fields = Readonly<Record<string, unknown>>;

/**
 * A chart record as the sheet keeps it (opaque to the workbook, possibly from an old or hand-written
 * file) read into a complete Chart: missing or ill-typed fields take their defaults, so rendering and
 * panels never meet a half-formed chart. Undefined when the record is not an object.
 */
export function readChart(raw: unknown, id: string, sheetId: string): Chart | undefined {
  if (!isRecord(raw)) return undefined;
  const range = readRange(raw.range);
  return {
    id,
    name: text(raw.name) ?? 'Chart',
    type: oneOf(raw.type, CHART_TYPES) ?? 'bar',
    sheetId,
    left: finite(raw.left) ?? 0,
    top: finite(raw.top) ?? 0,
    width: positive(raw.width) ?? CHART_DEFAULTS.width,
    height: positive(raw.height) ?? CHART_DEFAULTS.height,
    ...(range ? { range } : {}),
    seriesInRows: raw.seriesInRows === true,
    autoHeaders: raw.autoHeaders !== false,
    autoLabels: raw.autoLabels !== false,
    excludedVectorIds: Array.isArray(raw.excludedVectorIds) ? raw.excludedVectorIds.filter((v): v is string => typeof v === 'string') : [],
    title: readText(raw.title),
    horizontalAxis: readText(raw.horizontalAxis),
    verticalAxis: readText(raw.verticalAxis),
    ...(text(raw.fontFamily) ? { fontFamily: text(raw.fontFamily) } : {}),
    backgroundColor: text(raw.backgroundColor) ?? CHART_DEFAULTS.backgroundColor,
    borderColor: text(raw.borderColor) ?? CHART_DEFAULTS.borderColor,
    cutoutPercentage: oneOf(raw.cutoutPercentage, CUTOUT_PERCENTAGES) ?? 0,
    legend: readLegend(raw.legend),
    series: readSeries(raw.series),
    horizontalLines: Array.isArray(raw.horizontalLines) ? raw.horizontalLines.flatMap(readLine) : [],
  };
}

function readRange(value: unknown): CellRange | undefined {
  if (!isRecord(value)) return undefined;
  const { sheetId, fromCellId, toCellId } = value;
  if (typeof sheetId !== 'string' || typeof fromCellId !== 'string') return undefined;
  return { sheetId, fromCellId, toCellId: typeof toCellId === 'string' ? toCellId : fromCellId };
}

/** Text options; `label` is the older name of `text`. */
export function readText(value: unknown): ChartText {
  if (!isRecord(value)) return {};
  const body = text(value.text) ?? text(value.label);
  const color = text(value.color);
  const fontFamily = text(value.fontFamily);
  const fontSize = positive(value.fontSize);
  return {
    ...(body !== undefined ? { text: body } : {}),
    ...(color ? { color } : {}),
    ...(fontFamily ? { fontFamily } : {}),
    ...(fontSize ? { fontSize } : {}),
    ...(value.bold === true ? { bold: true } : {}),
    ...(value.italic === true ? { italic: true } : {}),
  };
}

function readLegend(value: unknown): ChartLegend {
  const raw = isRecord(value) ? value : {};
  const custom = isRecord(raw.customLegend) ? raw.customLegend : {};
  const entries = Array.isArray(custom.entries) ? custom.entries.flatMap(readEntry) : [];
  return {
    position: oneOf(raw.position, LEGEND_POSITIONS) ?? 'top',
    hide: raw.hide === true,
    customLegend: { enabled: custom.enabled === true, entries },
  };
}

function readEntry(value: unknown): LegendEntry[] {
  if (!isRecord(value)) return [];
  return [{ text: text(value.text) ?? '', color: text(value.color) ?? '#000000' }];
}

function readSeries(value: unknown): Record<string, SeriesStyle> {
  const out: Record<string, SeriesStyle> = {};
  if (!isRecord(value)) return out;
  for (const key of Object.keys(value)) {
    const raw = value[key];
    if (!isRecord(raw)) continue;
    const color = text(raw.color);
    const pointColors = readColors(raw.pointColors);
    const conditional = readPointConditions(raw.pointConditionalFormat);
    out[key] = {
      ...(color ? { color } : {}),
      ...(pointColors ? { pointColors } : {}),
      ...(conditional ? { pointConditionalFormat: conditional } : {}),
    };
  }
  return out;
}

function readColors(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const key of Object.keys(value)) {
    const color = text(value[key]);
    if (color) out[key] = color;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function readPointConditions(value: unknown): SeriesStyle['pointConditionalFormat'] {
  if (!isRecord(value) || typeof value.vectorId !== 'string' || !Array.isArray(value.conditionalFormats)) return undefined;
  const conditionalFormats = value.conditionalFormats.flatMap((raw): PointCondition[] => {
    if (!isRecord(raw)) return [];
    const type = oneOf(raw.type, POINT_CONDITION_TYPES);
    const color = isRecord(raw.format) ? text(raw.format.color) : undefined;
    if (!type || !color) return [];
    return [{ type, input1: text(raw.input1) ?? '', input2: text(raw.input2) ?? '', format: { color } }];
  });
  return { vectorId: value.vectorId, conditionalFormats };
}

function readLine(value: unknown): HorizontalLine[] {
  if (!isRecord(value) || typeof value.id !== 'string') return [];
  return [{
    id: value.id,
    formula: text(value.formula) ?? '',
    color: text(value.color) ?? CHART_DEFAULTS.horizontalLineColor,
    showLabel: value.showLabel === true,
    labelCurrency: value.labelCurrency === true,
    labelPercent: value.labelPercent === true,
    labelPrecision: Math.max(0, Math.round(finite(value.labelPrecision) ?? 0)),
    labelHorizontalAlign: oneOf(value.labelHorizontalAlign, ['left', 'center', 'right'] as const) ?? 'left',
    labelVerticalAlign: oneOf(value.labelVerticalAlign, ['top', 'bottom'] as const) ?? 'top',
  }];
}

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function positive(value: unknown): number | undefined {
  const n = finite(value);
  return n !== undefined && n > 0 ? n : undefined;
}

function oneOf<T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}
