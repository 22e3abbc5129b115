import { CHART_DEFAULTS, type Chart, type ChartText } from '../model.js';
import type { Attributes } from './svg.js';

/** SPEC section 9: bold text is weight 600. */
const BOLD = 600;

/**
 * A family as SVG's font-family names it, with the fallbacks the editor's cells have: a face not loaded
 * (yet) is drawn in a sans-serif, never in the browser's default serif.
 */
export function familyList(family: string): string {
  // Words that start with a letter may go unquoted; 'Slabo 27px' may not.
  const name = /^[A-Za-z][\w-]*( [A-Za-z][\w-]*)*$/.test(family) ? family : `'${family.replace(/'/g, '')}'`;
  return `${name}, Arial, sans-serif`;
}

/** The chart's font: its own, else the sheet's default (resolved by renderChartSvg), else Lato. */
const chartFamily = (chart: Chart): string => chart.fontFamily ?? CHART_DEFAULTS.fontFamily;

/** The font attributes of a title or axis title, falling back to the chart's font family. */
export function fontAttributes(chart: Chart, text: ChartText, defaultSize: number): Attributes {
  return {
    'font-family': familyList(text.fontFamily ?? chartFamily(chart)),
    'font-size': text.fontSize ?? defaultSize,
    'font-weight': text.bold ? BOLD : undefined,
    'font-style': text.italic ? 'italic' : undefined,
    fill: text.color ?? '#333333',
  };
}

export function bodyFont(chart: Chart): Attributes {
  return { 'font-family': familyList(chartFamily(chart)), 'font-size': CHART_DEFAULTS.fontSize, fill: '#555555' };
}

/** A width estimate for laying text out without a DOM to measure it. */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.58;
}
