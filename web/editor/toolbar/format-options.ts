import { NUMBER_FORMATS } from '../../../plugins/workbook/defaults.js';
import type { CellType } from '../../../plugins/workbook/model/cell.js';

/** The "More formats" list of SPEC section 9: label, pattern, and the data type it implies. */
export const MORE_FORMATS: readonly { label: string; format: string | undefined; type: CellType }[] = [
  { label: 'Plain Text', format: undefined, type: 'TEXT' },
  { label: 'Number', format: NUMBER_FORMATS.number, type: 'NUMBER' },
  { label: 'Percent', format: NUMBER_FORMATS.percent, type: 'PERCENT' },
  { label: 'Accounting', format: NUMBER_FORMATS.accounting, type: 'NUMBER' },
  { label: 'Financial', format: NUMBER_FORMATS.financial, type: 'NUMBER' },
  { label: 'Currency', format: NUMBER_FORMATS.currency, type: 'NUMBER' },
  { label: 'Currency (rounded)', format: NUMBER_FORMATS.currencyRounded, type: 'NUMBER' },
  { label: 'Date', format: NUMBER_FORMATS.date, type: 'DATE' },
  { label: 'Time', format: NUMBER_FORMATS.time, type: 'DATE' },
  { label: 'Date Time', format: NUMBER_FORMATS.dateTime, type: 'DATE' },
  { label: 'Duration', format: NUMBER_FORMATS.duration, type: 'NUMBER' },
  { label: 'Fraction', format: NUMBER_FORMATS.fraction, type: 'NUMBER' },
  { label: 'Scientific', format: NUMBER_FORMATS.scientific, type: 'NUMBER' },
];

export const BORDER_FILL_LABELS = {
  all: 'All borders',
  inner: 'Inner borders',
  'inner-horizontal': 'Horizontal borders',
  'inner-vertical': 'Vertical borders',
  outer: 'Outer borders',
  left: 'Left border',
  top: 'Top border',
  right: 'Right border',
  bottom: 'Bottom border',
  none: 'Clear borders',
} as const;

export const BORDER_STYLE_LABELS = { normal: 'Normal', wide: 'Wide', wider: 'Wider', dotted: 'Dotted', dashed: 'Dashed' } as const;
