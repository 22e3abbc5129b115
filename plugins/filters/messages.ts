/** What refused filter commands tell the person, in the workbook's plain style. */
export const FILTER_EXISTS_MESSAGE = 'This sheet already has a filter. Remove it to create another.';
export const NO_FILTER_MESSAGE = 'This sheet has no filter.';
export const COLUMN_NOT_FILTERED_MESSAGE = "That column is not in the filter's range.";
export const UNKNOWN_CONDITION_MESSAGE = 'That filter condition is not known.';
