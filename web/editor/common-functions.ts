/**
 * The functions people type most, most used first (Sheets' and Excel's everyday set, with this product's
 * INPUT): autocomplete offers these before the others a prefix matches, so `=su` offers SUM first, then
 * SUMIF, not SUBSTITUTE.
 */
export const COMMON_FUNCTIONS: readonly string[] = [
  'SUM', 'IF', 'AVERAGE', 'COUNT', 'INPUT', 'VLOOKUP', 'MAX', 'MIN', 'SUMIF', 'COUNTIF', 'IFERROR', 'INDEX', 'MATCH',
  'ROUND', 'AND', 'OR', 'CONCATENATE', 'TODAY', 'NOW', 'LEFT', 'RIGHT', 'MID', 'LEN', 'TRIM', 'UPPER', 'LOWER', 'TEXT',
  'DATE', 'YEAR', 'MONTH', 'DAY', 'SUMIFS', 'COUNTIFS', 'AVERAGEIF', 'XLOOKUP', 'HLOOKUP', 'SUMPRODUCT', 'ABS', 'COUNTA',
  'SUBSTITUTE', 'SUBTOTAL', 'ROUNDUP', 'ROUNDDOWN', 'FILTER', 'UNIQUE', 'SORT', 'ISBLANK', 'NOT', 'IFS', 'MEDIAN',
];

const RANK = new Map(COMMON_FUNCTIONS.map((name, index) => [name, index]));

/** Where a function stands among the common ones (lower is more common); undefined for the rest. */
export const commonRank = (name: string): number | undefined => RANK.get(name.toUpperCase());
