import type { ScaleLinear } from 'd3';
import { CHART_DEFAULTS, type Chart } from '../model.js';
import type { Box } from './box.js';
import { bodyFont } from './fonts.js';
import { lineLabel } from './number-text.js';
import { el, textEl } from './svg.js';

/** Horizontal lines at their formulas' values, with their labels; a line with no value is not drawn. */
export function drawHorizontalLines(chart: Chart, values: Readonly<Record<string, number | undefined>>, scale: ScaleLinear<number, number>, plot: Box): string {
  const parts: string[] = [];
  for (const line of chart.horizontalLines) {
    const value = values[line.id];
    if (value === undefined) continue;
    const y = scale(value);
    const body = [el('line', { x1: plot.x, x2: plot.x + plot.width, y1: y, y2: y, stroke: line.color, 'stroke-width': CHART_DEFAULTS.strokeWidth })];
    if (line.showLabel) {
      const anchor = line.labelHorizontalAlign === 'left' ? 'start' : line.labelHorizontalAlign === 'right' ? 'end' : 'middle';
      const x = line.labelHorizontalAlign === 'left' ? plot.x + 4 : line.labelHorizontalAlign === 'right' ? plot.x + plot.width - 4 : plot.x + plot.width / 2;
      const top = line.labelVerticalAlign === 'top';
      body.push(textEl('text', {
        x, y: top ? y - 4 : y + 4, 'text-anchor': anchor, 'dominant-baseline': top ? 'auto' : 'hanging', ...bodyFont(chart), fill: line.color,
      }, lineLabel(line, value)));
    }
    parts.push(el('g', { class: 'horizontal-line', 'data-line': line.id }, ...body));
  }
  return parts.join('');
}
