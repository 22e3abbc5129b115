import type { ChartPoints, ChartSeries } from '../data.js';
import { seriesColor, type Chart, type PointCondition } from '../model.js';

/** A series' colour: its own, or the default colour of its place among the chart's series. */
export function colorOfSeries(chart: Chart, series: ChartSeries, index: number): string {
  return chart.series[series.vectorId]?.color ?? seriesColor(index);
}

/**
 * A point's colour: the colour set on the point in the data point settings, else that of the first
 * conditional point colour its value meets, else the series' colour.
 */
export function colorOfPoint(chart: Chart, data: ChartPoints, series: ChartSeries, point: number, fallback: string): string {
  const style = chart.series[series.vectorId];
  const own = style?.pointColors?.[data.pointIds[point]];
  if (own) return own;
  const conditional = style?.pointConditionalFormat;
  if (conditional) {
    const tested = data.series.find((s) => s.vectorId === conditional.vectorId) ?? series;
    const value = tested.values[point];
    const met = value === null || value === undefined ? undefined : conditional.conditionalFormats.find((c) => meets(c, value));
    if (met) return met.format.color;
  }
  return fallback;
}

function meets(condition: PointCondition, value: number): boolean {
  const a = Number(condition.input1);
  const b = Number(condition.input2);
  if (condition.input1 === undefined || condition.input1.trim() === '' || Number.isNaN(a)) return false;
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  switch (condition.type) {
    case 'number_greater': return value > a;
    case 'number_greater_equal': return value >= a;
    case 'number_less': return value < a;
    case 'number_less_equal': return value <= a;
    case 'number_equal': return value === a;
    case 'number_not_equal': return value !== a;
    case 'number_between': return !Number.isNaN(b) && value >= low && value <= high;
    case 'number_not_between': return !Number.isNaN(b) && (value < low || value > high);
  }
}
