import type { ComputedChart } from '../chart-dependents.js';
import type { ChartPoints } from '../data.js';
import { CHART_DEFAULTS, CHART_MESSAGES, type Chart, type LegendEntry } from '../model.js';
import { describeChart } from '../describe.js';
import { cut, type Box } from './box.js';
import { drawCartesian } from './cartesian.js';
import { bodyFont, fontAttributes } from './fonts.js';
import { drawLegend, legendEntries } from './legend.js';
import { drawPie, pieSlices } from './pie.js';
import { colorOfSeries } from './point-colors.js';
import { el, textEl } from './svg.js';

export interface RenderOptions {
  /** Scales the drawing's pixel size, not its layout: 3 for PDF (SPEC section 9 "cast PDF chart pixel ratio"). */
  readonly pixelRatio?: number;
  /** The sheet's default font (the template's settings): a chart with no font of its own is drawn in it. */
  readonly defaultFontFamily?: string;
}

const PADDING = 10;

/**
 * A chart as an SVG document: background and border, title, legend, then the bars, lines, points or
 * slices; "No Data Entered" when it has no data. d3's scales and shape generators do the maths and
 * write path text; no DOM is used, so the server renders the same SVG for casts and PDF.
 */
export function renderChartSvg(computed: ComputedChart, options: RenderOptions = {}): string {
  const { data } = computed;
  const chart: Chart = computed.chart.fontFamily || !options.defaultFontFamily ? computed.chart : { ...computed.chart, fontFamily: options.defaultFontFamily };
  const ratio = options.pixelRatio ?? 1;
  const frame = el('rect', {
    class: 'chart-background', x: 0.5, y: 0.5, width: chart.width - 1, height: chart.height - 1,
    fill: chart.backgroundColor, stroke: chart.borderColor,
  });
  let box: Box = { x: PADDING, y: PADDING, width: chart.width - 2 * PADDING, height: chart.height - 2 * PADDING };
  const title = drawTitle(chart, box);
  box = title.rest;
  let body: string;
  if (data.kind === 'empty') {
    body = textEl('text', { class: 'no-data', x: chart.width / 2, y: chart.height / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central', ...bodyFont(chart) }, CHART_MESSAGES.noData);
  } else {
    const legend = drawLegend(chart, legendEntries(chart, dataEntries(chart, data)), box);
    body = legend.svg + (chart.type === 'pie' ? drawPie(chart, data, legend.rest) : drawCartesian(chart, data, computed.lineValues, legend.rest));
  }
  // The description names the image for a screen reader and, as its <title>, for a tagged PDF and a hover.
  const description = describeChart(chart, data, computed.source);
  return el('svg', {
    xmlns: 'http://www.w3.org/2000/svg', class: 'chart', 'data-type': chart.type, role: 'img', 'aria-label': description,
    width: chart.width * ratio, height: chart.height * ratio, viewBox: `0 0 ${chart.width} ${chart.height}`,
  }, textEl('title', {}, description), frame, title.svg, body);
}

function drawTitle(chart: Chart, box: Box): { svg: string; rest: Box } {
  const text = chart.title.text;
  if (!text) return { svg: '', rest: box };
  const size = chart.title.fontSize ?? CHART_DEFAULTS.titleFontSize;
  const { strip, rest } = cut(box, 'top', size * 1.6);
  const svg = textEl('text', {
    class: 'chart-title', x: strip.x + strip.width / 2, y: strip.y + strip.height / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central',
    ...fontAttributes(chart, chart.title, CHART_DEFAULTS.titleFontSize),
  }, text);
  return { svg, rest };
}

/** Legend entries from the data: a pie's slices, else the included series. */
function dataEntries(chart: Chart, data: ChartPoints): LegendEntry[] {
  if (chart.type === 'pie') return pieSlices(chart, data).map((s) => ({ text: s.label, color: s.color }));
  const out: LegendEntry[] = [];
  data.series.forEach((series, index) => {
    if (!series.excluded) out.push({ text: series.name, color: colorOfSeries(chart, series, index) });
  });
  return out;
}
