import { line as d3line, scaleBand, scaleLinear, type ScaleLinear } from 'd3';
import type { ChartPoints, ChartSeries } from '../data.js';
import { CHART_DEFAULTS, type Chart } from '../model.js';
import { drawAxisTitles, drawCategoryAxis, drawNumberAxis, drawValueAxis, valueAxisWidth } from './axes.js';
import { cut, type Box } from './box.js';
import { drawHorizontalLines } from './horizontal-lines.js';
import { valueText } from './number-text.js';
import { colorOfPoint, colorOfSeries } from './point-colors.js';
import { el, escape } from './svg.js';

/** Line charts show point markers (and their tooltips) up to this many points; past it only the line. */
const MARKER_LIMIT = 500;
const CATEGORY_AXIS_HEIGHT = 22;

interface Drawn {
  readonly series: ChartSeries;
  readonly index: number;
  readonly color: string;
}

/** Bar, line and scatter charts: value axis, horizontal axis, the series, horizontal lines and axis titles. */
export function drawCartesian(chart: Chart, data: ChartPoints, lineValues: Readonly<Record<string, number | undefined>>, box: Box): string {
  const drawn: Drawn[] = [];
  data.series.forEach((series, index) => {
    if (!series.excluded) drawn.push({ series, index, color: colorOfSeries(chart, series, index) });
  });
  const titleSize = (t: { text?: string; fontSize?: number }) => (t.text ? (t.fontSize ?? 12) * 1.6 : 0);
  const horizontalTitle = cut(box, 'bottom', titleSize(chart.horizontalAxis));
  const verticalTitle = cut(horizontalTitle.rest, 'left', titleSize(chart.verticalAxis));
  const format = drawn[0]?.series.format;
  const y = valueScale(chart, drawn, lineValues);
  const axisArea = cut(verticalTitle.rest, 'bottom', CATEGORY_AXIS_HEIGHT);
  const plotBox = cut(axisArea.rest, 'left', valueAxisWidth(chart, y, format)).rest;
  const plot: Box = { ...plotBox, y: plotBox.y + 6, height: Math.max(1, plotBox.height - 6), width: Math.max(1, plotBox.width - 10) };
  y.range([plot.y + plot.height, plot.y]);
  const parts = [drawValueAxis(chart, y, plot, format)];
  if (chart.type === 'scatter') parts.push(...drawScatter(chart, data, drawn, y, plot));
  else if (chart.type === 'line') parts.push(...drawLines(chart, data, drawn, y, plot));
  else parts.push(...drawBars(chart, data, drawn, y, plot));
  parts.push(drawHorizontalLines(chart, lineValues, y, plot));
  parts.push(drawAxisTitles(chart, horizontalTitle.strip, verticalTitle.strip));
  return parts.join('');
}

function valueScale(chart: Chart, drawn: readonly Drawn[], lineValues: Readonly<Record<string, number | undefined>>): ScaleLinear<number, number> {
  let low = chart.type === 'bar' ? 0 : Infinity;
  let high = chart.type === 'bar' ? 0 : -Infinity;
  for (const { series } of drawn) {
    for (const v of series.values) {
      if (v === null) continue;
      if (v < low) low = v;
      if (v > high) high = v;
    }
  }
  for (const v of Object.values(lineValues)) {
    if (v === undefined) continue;
    low = Math.min(low, v);
    high = Math.max(high, v);
  }
  if (!Number.isFinite(low) || !Number.isFinite(high)) [low, high] = [0, 1];
  if (low === high) [low, high] = [low - 1, high + 1];
  return scaleLinear().domain([low, high]).nice();
}

function tooltip(data: ChartPoints, series: ChartSeries, point: number, value: number): string {
  return `<title>${escape(`${series.name} · ${data.labels[point]}: ${valueText(value, series.format)}`)}</title>`;
}

function pointAttributes(data: ChartPoints, series: ChartSeries, point: number) {
  return { class: 'point', 'data-series': series.vectorId, 'data-point': data.pointIds[point] };
}

function drawBars(chart: Chart, data: ChartPoints, drawn: readonly Drawn[], y: ScaleLinear<number, number>, plot: Box): string[] {
  const x = scaleBand<number>().domain(data.labels.map((_, i) => i)).range([plot.x, plot.x + plot.width]).paddingInner(0.2).paddingOuter(0.1);
  const inner = scaleBand<number>().domain(drawn.map((_, i) => i)).range([0, x.bandwidth()]).padding(0.05);
  const zero = y(0);
  const groups = drawn.map(({ series, color }, s) => {
    const bars: string[] = [];
    series.values.forEach((value, point) => {
      if (value === null) return;
      const top = y(value);
      bars.push(el('rect', {
        ...pointAttributes(data, series, point), x: (x(point) ?? 0) + (inner(s) ?? 0), y: Math.min(top, zero), width: inner.bandwidth(),
        height: Math.abs(zero - top), fill: colorOfPoint(chart, data, series, point, color),
      }, tooltip(data, series, point, value)));
    });
    return el('g', { class: 'series', 'data-series': series.vectorId }, ...bars);
  });
  return [...groups, drawCategoryAxis(chart, data.labels, (i) => (x(i) ?? 0) + x.bandwidth() / 2, plot)];
}

function drawLines(chart: Chart, data: ChartPoints, drawn: readonly Drawn[], y: ScaleLinear<number, number>, plot: Box): string[] {
  const count = data.labels.length;
  const step = count > 1 ? plot.width / (count - 1) : 0;
  const xOf = (i: number) => (count > 1 ? plot.x + i * step : plot.x + plot.width / 2);
  const groups = drawn.map(({ series, color }) => {
    const path = d3line<number | null>()
      .defined((v) => v !== null)
      .x((_, i) => xOf(i))
      .y((v) => y(v ?? 0))
      .digits(2)(series.values as (number | null)[]) ?? '';
    const markers: string[] = [];
    if (count <= MARKER_LIMIT) {
      series.values.forEach((value, point) => {
        if (value === null) return;
        markers.push(el('circle', {
          ...pointAttributes(data, series, point), cx: xOf(point), cy: y(value), r: 3, fill: colorOfPoint(chart, data, series, point, color),
        }, tooltip(data, series, point, value)));
      });
    }
    return el('g', { class: 'series', 'data-series': series.vectorId },
      el('path', { d: path, fill: 'none', stroke: color, 'stroke-width': CHART_DEFAULTS.strokeWidth }), ...markers);
  });
  return [...groups, drawCategoryAxis(chart, data.labels, xOf, plot)];
}

function drawScatter(chart: Chart, data: ChartPoints, drawn: readonly Drawn[], y: ScaleLinear<number, number>, plot: Box): string[] {
  const xs = data.xValues.filter((v): v is number => v !== null);
  const low = xs.length ? Math.min(...xs) : 0;
  const high = xs.length ? Math.max(...xs) : 1;
  const x = scaleLinear().domain(low === high ? [low - 1, high + 1] : [low, high]).nice().range([plot.x, plot.x + plot.width]);
  const groups = drawn.map(({ series, color }) => {
    const dots: string[] = [];
    series.values.forEach((value, point) => {
      const xv = data.xValues[point];
      if (value === null || xv === null) return;
      dots.push(el('circle', {
        ...pointAttributes(data, series, point), cx: x(xv), cy: y(value), r: 4, fill: colorOfPoint(chart, data, series, point, color),
      }, tooltip(data, series, point, value)));
    });
    return el('g', { class: 'series', 'data-series': series.vectorId }, ...dots);
  });
  return [...groups, drawNumberAxis(chart, x, plot, data.labelFormat)];
}
