import { arc as d3arc, pie as d3pie } from 'd3';
import type { ChartPoints } from '../data.js';
import type { Chart } from '../model.js';
import type { Box } from './box.js';
import { valueText } from './number-text.js';
import { colorOfPoint } from './point-colors.js';
import { el, escape } from './svg.js';
import { seriesColor } from '../model.js';

/** The pie's slices: the first included series, one slice per point, each its own colour. */
export function pieSlices(chart: Chart, data: ChartPoints): { label: string; value: number; color: string; point: number }[] {
  const series = data.series.find((s) => !s.excluded);
  if (!series) return [];
  const out: { label: string; value: number; color: string; point: number }[] = [];
  series.values.forEach((value, point) => {
    if (value === null || value <= 0) return;
    out.push({ label: data.labels[point], value, point, color: colorOfPoint(chart, data, series, point, seriesColor(point)) });
  });
  return out;
}

/** A pie, or a donut with a hole of `cutoutPercentage` (0, 25, 50 or 75) of its radius. */
export function drawPie(chart: Chart, data: ChartPoints, box: Box): string {
  const series = data.series.find((s) => !s.excluded);
  const slices = pieSlices(chart, data);
  if (!series || slices.length === 0) return '';
  const radius = Math.max(1, Math.min(box.width, box.height) / 2 - 4);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const arcs = d3pie<(typeof slices)[number]>().value((s) => s.value).sort(null)(slices);
  const shape = d3arc<(typeof arcs)[number]>().innerRadius((radius * chart.cutoutPercentage) / 100).outerRadius(radius).digits(2);
  const paths = arcs.map((a) => el('path', {
    class: 'point slice', 'data-series': series.vectorId, 'data-point': data.pointIds[a.data.point], d: shape(a) ?? '', fill: a.data.color, stroke: '#ffffff',
  }, `<title>${escape(`${a.data.label}: ${valueText(a.data.value, series.format)}`)}</title>`));
  return el('g', { class: 'pie', transform: `translate(${cx} ${cy})`, 'data-cutout': chart.cutoutPercentage }, ...paths);
}
