import type { Chart, LegendEntry } from '../model.js';
import { cut, type Box } from './box.js';
import { bodyFont, textWidth } from './fonts.js';
import { el, textEl } from './svg.js';

const SWATCH = 12;
const GAP = 8;
const LINE = 18;

/** The entries the legend shows: the custom legend's when it is on, else those of the data. */
export function legendEntries(chart: Chart, fromData: readonly LegendEntry[]): readonly LegendEntry[] {
  if (chart.legend.hide) return [];
  return chart.legend.customLegend.enabled ? chart.legend.customLegend.entries : fromData;
}

/** Draws the legend on its side of the box (SPEC section 9: top by default) and returns the box left for the plot. */
export function drawLegend(chart: Chart, entries: readonly LegendEntry[], box: Box): { svg: string; rest: Box } {
  if (entries.length === 0) return { svg: '', rest: box };
  const font = bodyFont(chart);
  const fontSize = Number(font['font-size']);
  const widths = entries.map((e) => SWATCH + 4 + textWidth(e.text, fontSize));
  const position = chart.legend.position;
  const horizontal = position === 'top' || position === 'bottom';
  const size = horizontal ? LINE + GAP : Math.min(box.width / 3, Math.max(...widths) + 2 * GAP);
  const { strip, rest } = cut(box, position, size);
  const items: string[] = [];
  if (horizontal) {
    const total = widths.reduce((a, b) => a + b, 0) + GAP * 2 * (entries.length - 1);
    let x = strip.x + Math.max(0, (strip.width - total) / 2);
    entries.forEach((entry, i) => {
      items.push(item(entry, x, strip.y + strip.height / 2, font));
      x += widths[i] + GAP * 2;
    });
  } else {
    const top = strip.y + Math.max(0, (strip.height - entries.length * LINE) / 2) + LINE / 2;
    entries.forEach((entry, i) => items.push(item(entry, strip.x + GAP, top + i * LINE, font)));
  }
  return { svg: el('g', { class: 'legend', 'data-position': position }, ...items), rest };
}

function item(entry: LegendEntry, x: number, middle: number, font: ReturnType<typeof bodyFont>): string {
  return el('g', { class: 'legend-entry' },
    el('rect', { x, y: middle - SWATCH / 2, width: SWATCH, height: SWATCH, fill: entry.color }),
    textEl('text', { x: x + SWATCH + 4, y: middle, 'dominant-baseline': 'central', ...font }, entry.text));
}
