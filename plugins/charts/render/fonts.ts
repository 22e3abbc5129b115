import { CHART_DEFAULTS, type Chart, type ChartText } from '../model.js';
import type { Attributes } from './svg.js';

/** SPEC section 9: bold text is weight 600. */
const BOLD = 600;

/** The font attributes of a title or axis title, falling back to the chart's font family. */
export function fontAttributes(chart: Chart, text: ChartText, defaultSize: number): Attributes {
  return {
    'font-family': text.fontFamily ?? chart.fontFamily,
    'font-size': text.fontSize ?? defaultSize,
    'font-weight': text.bold ? BOLD : undefined,
    'font-style': text.italic ? 'italic' : undefined,
    fill: text.color ?? '#333333',
  };
}

export function bodyFont(chart: Chart): Attributes {
  return { 'font-family': chart.fontFamily, 'font-size': CHART_DEFAULTS.fontSize, fill: '#555555' };
}

/** A width estimate for laying text out without a DOM to measure it. */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.58;
}
