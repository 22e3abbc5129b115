/**
 * What refused commands tell the person. Wording from SPEC sections 4 and 5 where the spec gives it;
 * the others are ours, in the same plain style.
 */
export const PROBLEM_TITLE = 'Problem encountered';

export const duplicateSheetNameMessage = (name: string): string => `A sheet with the name ${name} already exists.`;
export const BLANK_SHEET_NAME_MESSAGE = "Sheet name can't be blank.";
export const LAST_SHEET_MESSAGE = 'A workbook must keep at least one sheet.';
export const LAST_VISIBLE_SHEET_MESSAGE = 'At least one sheet must stay visible.';
export const UNKNOWN_SHEET_MESSAGE = 'That sheet no longer exists.';
export const OUTSIDE_SHEET_MESSAGE = 'That range is outside the sheet.';

export const ROWS_INTO_MERGE_MESSAGE = 'Rows cannot be moved into the middle of a merged cell.';
export const COLUMNS_INTO_MERGE_MESSAGE = 'Columns cannot be moved into the middle of a merged cell.';
export const ROWS_PART_OF_MERGE_MESSAGE = 'Rows that contain only part of a merged cell can not be moved. Unmerge and try again.';
export const COLUMNS_PART_OF_MERGE_MESSAGE = 'Columns that contain only part of a merged cell can not be moved. Unmerge and try again.';
export const CELLS_INTO_MERGE_MESSAGE = 'Cells cannot be moved into a merged cell.';
export const DELETE_ALL_ROWS_MESSAGE = "You can't delete all the rows on the sheet.";
export const DELETE_ALL_COLUMNS_MESSAGE = "You can't delete all the columns on the sheet.";

export const MERGE_ALL_NEEDS_CELLS_MESSAGE = 'Merge all needs a selection of more than one cell.';
export const MERGE_HORIZONTALLY_NEEDS_COLUMNS_MESSAGE = 'Merging horizontally needs more than one column.';
export const MERGE_VERTICALLY_NEEDS_ROWS_MESSAGE = 'Merging vertically needs more than one row.';
/** SPEC section 4: "a merge across the direction touching an existing crossing merge is cancelled". */
export const MERGE_CROSSES_MERGE_MESSAGE = 'This merge would cut across an existing merged cell. Unmerge and try again.';

export const INVALID_COLOR_MESSAGE = 'Enter a colour such as #ff0000.';

/** The toolbar's Table button on an empty cell with nothing around it. */
export const NO_TABLE_DATA_MESSAGE = 'Select the range to format as a table, or a cell inside your data.';
