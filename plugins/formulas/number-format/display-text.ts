import type { Cell } from '../../workbook/index.js';
import { isError, type Scalar } from '../values.js';
import { formatColorOf, formatGeneral, formatNumber, type FormatOptions } from './index.js';

/**
 * How a computed value reads in a cell: its number format applied (in the workbook's date system),
 * errors as their code. A date the format cannot show reads as "########", as in Excel.
 */
export function displayText(
  value: Scalar,
  cell: Cell | undefined,
  options?: FormatOptions,
): { text: string; numeric: boolean; error: boolean; color?: string } {
  if (value === null || value === undefined) return { text: '', numeric: false, error: false };
  if (isError(value)) return { text: value.code, numeric: false, error: true };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', numeric: false, error: false };
  if (typeof value === 'string') return { text: value, numeric: false, error: false };
  const pattern = cell?.data?.format;
  const text = pattern ? (formatNumber(pattern, value, options) ?? formatGeneral(value)) : formatGeneral(value);
  return { text, numeric: true, error: false, color: pattern ? formatColorOf(pattern, value) : undefined };
}
