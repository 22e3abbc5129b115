import { CUSTOM_COLORS_LIMIT, NAME_LENGTH_LIMIT } from '../defaults.js';

/** The version tag every template file starts with. */
export const TEMPLATE_FORMAT = 'gridcast/1';

/**
 * Bounds on what a template file may hold. They keep one bad file from exhausting the memory of the
 * server or the browser; values are generous next to what a person types.
 */
export const FILE_LIMITS = {
  /** Names of the template, sheets, named ranges, locks, casts, user functions (SPEC section 9). */
  name: NAME_LENGTH_LIMIT,
  /** Text in a cell, as in Excel. */
  cellText: 32_767,
  /** Formula text, as in Excel. */
  formula: 8_192,
  /** Ids of sheets, rows, columns and other entities. */
  id: 64,
  /** Colours, font families, number formats, palette ids and other short strings. */
  shortText: 1_000,
  /** A user function's script, help texts and other long texts. */
  longText: 1_000_000,
  customColors: CUSTOM_COLORS_LIMIT,
  /** Rows and columns of one sheet. Columns go up to ZZZ (3 letters). */
  rows: 1_048_576,
  columns: 18_278,
  sheets: 1_000,
} as const;
