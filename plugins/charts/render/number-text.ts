import { formatGeneral, formatNumber } from '../../formulas/number-format/index.js';
import type { HorizontalLine } from '../model.js';

/** A value as its source cell shows it (its number format), or in General format. */
export function valueText(value: number, format: string | undefined): string {
  return (format && formatNumber(format, value)) || formatGeneral(value);
}

/** A horizontal line's label: its precision, as currency or percent when asked. */
export function lineLabel(line: HorizontalLine, value: number): string {
  const shown = line.labelPercent ? value * 100 : value;
  const fixed = Math.abs(shown).toLocaleString('en-US', { minimumFractionDigits: line.labelPrecision, maximumFractionDigits: line.labelPrecision });
  const sign = shown < 0 ? '-' : '';
  return `${sign}${line.labelCurrency ? '$' : ''}${fixed}${line.labelPercent ? '%' : ''}`;
}
