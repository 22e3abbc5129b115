import { type CellType, NUMBER_FORMATS } from '../workbook/index.js';

/** A format the author can pick: its name, its pattern (none for plain text) and the data type it implies. */
export interface StandardFormat {
  readonly label: string;
  readonly format: string | undefined;
  readonly type: CellType;
}

/** SPEC section 9's number formats, in its order (the toolbar's More formats and the Standard Formats tab). */
export const STANDARD_FORMATS: readonly StandardFormat[] = [
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
