import type { ScaleLinear } from 'd3';
import type { Chart } from '../model.js';
import type { Box } from './box.js';
import { bodyFont, fontAttributes, textWidth } from './fonts.js';
import { el, textEl } from './svg.js';
import { valueText } from './number-text.js';

const TICK_COUNT = 5;
const AXIS_COLOR = '#999999';
const GRID_COLOR = '#e6e6e6';

/** Width the value axis's labels need, estimated from the longest tick text. */
export function valueAxisWidth(chart: Chart, scale: ScaleLinear<number, number>, format: string | undefined): number {
  const size = Number(bodyFont(chart)['font-size']);
  return Math.max(...scale.ticks(TICK_COUNT).map((t) => textWidth(valueText(t, format), size)), 10) + 8;
}

/** The vertical value axis with gridlines across the plot. */
export function drawValueAxis(chart: Chart, scale: ScaleLinear<number, number>, plot: Box, format: string | undefined): string {
  const font = bodyFont(chart);
  const ticks = scale.ticks(TICK_COUNT).map((t) => {
    const y = scale(t);
    return el('g', { class: 'tick' },
      el('line', { x1: plot.x, x2: plot.x + plot.width, y1: y, y2: y, stroke: GRID_COLOR }),
      textEl('text', { x: plot.x - 6, y, 'text-anchor': 'end', 'dominant-baseline': 'central', ...font }, valueText(t, format)));
  });
  return el('g', { class: 'axis axis-value' }, ...ticks,
    el('line', { x1: plot.x, x2: plot.x, y1: plot.y, y2: plot.y + plot.height, stroke: AXIS_COLOR }));
}

/** The horizontal axis: category labels under their places, thinned so they do not overlap. */
export function drawCategoryAxis(chart: Chart, labels: readonly string[], position: (i: number) => number, plot: Box): string {
  const font = bodyFont(chart);
  const size = Number(font['font-size']);
  const widest = Math.max(...labels.map((l) => textWidth(l, size)), 1);
  const step = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(plot.width / (widest + 8)))));
  const bottom = plot.y + plot.height;
  const ticks: string[] = [];
  for (let i = 0; i < labels.length; i += step) {
    ticks.push(textEl('text', { x: position(i), y: bottom + 6, 'text-anchor': 'middle', 'dominant-baseline': 'hanging', ...font }, labels[i]));
  }
  return el('g', { class: 'axis axis-category' }, ...ticks,
    el('line', { x1: plot.x, x2: plot.x + plot.width, y1: bottom, y2: bottom, stroke: AXIS_COLOR }));
}

/** A numeric horizontal axis (scatter charts). */
export function drawNumberAxis(chart: Chart, scale: ScaleLinear<number, number>, plot: Box, format: string | undefined): string {
  const font = bodyFont(chart);
  const bottom = plot.y + plot.height;
  const ticks = scale.ticks(TICK_COUNT).map((t) =>
    textEl('text', { x: scale(t), y: bottom + 6, 'text-anchor': 'middle', 'dominant-baseline': 'hanging', ...font }, valueText(t, format)));
  return el('g', { class: 'axis axis-number' }, ...ticks,
    el('line', { x1: plot.x, x2: plot.x + plot.width, y1: bottom, y2: bottom, stroke: AXIS_COLOR }));
}

/** The axis titles, in the strips kept for them. */
export function drawAxisTitles(chart: Chart, horizontal: Box | undefined, vertical: Box | undefined): string {
  const parts: string[] = [];
  if (horizontal && chart.horizontalAxis.text) {
    parts.push(textEl('text', {
      class: 'axis-title axis-title-horizontal', x: horizontal.x + horizontal.width / 2, y: horizontal.y + horizontal.height / 2,
      'text-anchor': 'middle', 'dominant-baseline': 'central', ...fontAttributes(chart, chart.horizontalAxis, 12),
    }, chart.horizontalAxis.text));
  }
  if (vertical && chart.verticalAxis.text) {
    const x = vertical.x + vertical.width / 2;
    const y = vertical.y + vertical.height / 2;
    parts.push(textEl('text', {
      class: 'axis-title axis-title-vertical', x, y, transform: `rotate(-90 ${x} ${y})`,
      'text-anchor': 'middle', 'dominant-baseline': 'central', ...fontAttributes(chart, chart.verticalAxis, 12),
    }, chart.verticalAxis.text));
  }
  return parts.join('');
}
