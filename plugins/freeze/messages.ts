/** What a refused freeze tells the person. */
export const FREEZE_COUNT_MESSAGE = 'Freeze takes a whole number of rows or columns, up to the size of the sheet.';
