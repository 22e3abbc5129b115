/** Business constants and defaults of SPEC section 9. */
export const DEFAULT_ROW_COUNT = 100;
export const DEFAULT_COLUMN_COUNT = 26;
export const DEFAULT_ROW_HEIGHT = 21;
export const DEFAULT_COLUMN_WIDTH = 100;
export const MIN_VECTOR_SIZE = 4;
export const MIN_SIZE_MESSAGE = 'Size must be at least 4 pixels.';
export const CELL_PADDING = 3;

export const CUSTOM_COLORS_LIMIT = 10;
export const NAME_LENGTH_LIMIT = 250;
export const MAX_COLUMN_LETTERS = 3;

export const DEFAULT_FONT_FAMILY = 'Lato';
export const FONT_FAMILIES = [
  'Alegreya Sans', 'Archivo Narrow', 'Bitter', 'Cabin', 'Crimson Text', 'Frank Ruhl Libre', 'Heebo', 'Lato',
  'Libre Baskerville', 'Montserrat', 'Open Sans', 'Oswald', 'Playfair Display', 'PT Sans', 'Raleway', 'Roboto',
  'Roboto Condensed', 'Slabo 27px', 'Source Sans Pro', 'Ubuntu',
] as const;
export const BOLD_FONT_WEIGHT = 600;
export const FONT_SIZES = [6, 7, 8, 9, 10, 11, 12, 14, 18, 24, 36] as const;
export const DEFAULT_FONT_SIZE = 10;
export const ZOOM_LEVELS = [0.5, 0.75, 0.9, 1, 1.25, 1.5, 2] as const;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;

export const DEFAULT_BORDER_COLOR = '#000000';
export const BORDER_WIDTHS = { normal: 1, wide: 2, wider: 3, dotted: 1, dashed: 1 } as const;

export const DEFAULT_VERSION_NAME = 'New Version';
/** A new template's first version: numbered as the drafts after it are (Version 2, 3...), not 'New Version'. */
export const FIRST_VERSION_NAME = 'Version 1';
export const DEFAULT_TEST_SHADOW_NAME = 'Untitled';

/** Named number formats of the Format menu (SPEC section 9). */
export const NUMBER_FORMATS = {
  number: '#,##0.00',
  percent: '#,##0.00%',
  currency: '$#,##0.00',
  currencyRounded: '$#,##0',
  accounting: '_($* #,##0.00_);_($* (#,##0.00);_($* "-"??_);_(@_)',
  financial: '#,##0.00;(#,##0.00)',
  date: 'm/d/yyyy',
  time: 'h:mm AM/PM',
  dateTime: 'm/d/yyyy h:mm:ss',
  duration: '[h]:mm:ss',
  fraction: '#/#',
  scientific: '0.00E+0',
} as const;
