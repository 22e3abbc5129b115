import type { CellRange } from '../workbook/model/index.js';

/** SPEC section 3 "Chart": the four kinds. */
export const CHART_TYPES = ['bar', 'line', 'pie', 'scatter'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const LEGEND_POSITIONS = ['top', 'left', 'bottom', 'right'] as const;
export type LegendPosition = (typeof LEGEND_POSITIONS)[number];

/** Donut holes a pie may have (SPEC section 9). */
export const CUTOUT_PERCENTAGES = [0, 25, 50, 75] as const;

/** A title or an axis title with its font options. */
export interface ChartText {
  readonly text?: string;
  readonly color?: string;
  readonly fontFamily?: string;
  /** Above 0 (SPEC section 5). */
  readonly fontSize?: number;
  readonly bold?: boolean;
  readonly italic?: boolean;
}

export interface LegendEntry {
  readonly text: string;
  readonly color: string;
}

export interface ChartLegend {
  readonly position: LegendPosition;
  readonly hide: boolean;
  readonly customLegend: { readonly enabled: boolean; readonly entries: readonly LegendEntry[] };
}

/** A condition on a value, in the conditional formats' naming, and the colour a point takes when it holds. */
export interface PointCondition {
  readonly type: PointConditionType;
  readonly input1?: string;
  readonly input2?: string;
  readonly format: { readonly color: string };
}

export const POINT_CONDITION_TYPES = [
  'number_greater', 'number_greater_equal', 'number_less', 'number_less_equal',
  'number_between', 'number_not_between', 'number_equal', 'number_not_equal',
] as const;
export type PointConditionType = (typeof POINT_CONDITION_TYPES)[number];

/**
 * One series' style. Series are keyed by the id of the row or column that holds them, and points by
 * the id of the row or column that holds their label, so inserting lines keeps colours on their data.
 */
export interface SeriesStyle {
  readonly color?: string;
  readonly pointColors?: Readonly<Record<string, string>>;
  /** Colours points by the first condition their value meets. */
  readonly pointConditionalFormat?: { readonly vectorId: string; readonly conditionalFormats: readonly PointCondition[] };
}

export type LabelHorizontalAlign = 'left' | 'center' | 'right';
export type LabelVerticalAlign = 'top' | 'bottom';

/** A horizontal line at the value of a formula. */
export interface HorizontalLine {
  readonly id: string;
  readonly formula: string;
  readonly color: string;
  readonly showLabel: boolean;
  readonly labelCurrency: boolean;
  readonly labelPercent: boolean;
  readonly labelPrecision: number;
  readonly labelHorizontalAlign: LabelHorizontalAlign;
  readonly labelVerticalAlign: LabelVerticalAlign;
}

/**
 * A chart as the template keeps it in its sheet's `chartsById`. Its data is derived from the cells of
 * `range` (see data.ts), never stored. `range` is absent while no range was given.
 */
export interface Chart {
  readonly id: string;
  readonly name: string;
  readonly type: ChartType;
  readonly sheetId: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly range?: CellRange;
  readonly seriesInRows: boolean;
  readonly autoHeaders: boolean;
  readonly autoLabels: boolean;
  /** Row or column ids of series left out of the chart. */
  readonly excludedVectorIds: readonly string[];
  readonly title: ChartText;
  readonly horizontalAxis: ChartText;
  readonly verticalAxis: ChartText;
  /** Its own font; absent, the sheet's default font (the template's settings), as its cells have. */
  readonly fontFamily?: string;
  readonly backgroundColor: string;
  readonly borderColor: string;
  readonly cutoutPercentage: number;
  readonly legend: ChartLegend;
  readonly series: Readonly<Record<string, SeriesStyle>>;
  readonly horizontalLines: readonly HorizontalLine[];
}

export const CHART_DEFAULTS = {
  width: 600,
  height: 300,
  fontFamily: 'Lato',
  fontSize: 12,
  titleFontSize: 16,
  backgroundColor: '#ffffff',
  borderColor: '#cccccc',
  horizontalLineColor: 'orange',
  strokeWidth: 2,
  /** Minimum width and height, times the zoom, when resizing on the canvas. */
  minSize: 100,
  nudge: 5,
  fineNudge: 1,
} as const;

/** The 10 series colours, cycled (SPEC section 9). */
export const SERIES_COLORS = [
  '#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac',
] as const;

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length];
}

export const CHART_MESSAGES = {
  noData: 'No Data Entered',
  missing: 'This chart no longer exists',
  fontSize: 'Font size must be above 0',
  size: 'A chart must be at least 1 pixel wide and high',
} as const;
