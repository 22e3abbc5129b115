/**
 * An Excel table (a "list object"): a block of a sheet with a name, an optional header row naming its
 * columns, data rows and an optional totals row, which formulas reach by structured references
 * (`Sales[Amount]`, `[@Qty]`). The workbook owns the shape because it is part of the file format; the
 * tables plugin owns what it does (commands, adjusting, the names' rules as the editor applies them).
 */
export interface Table {
  readonly id: string;
  /** Unique among tables and named ranges, ignoring case (TABLE_NAME_PATTERN). */
  readonly name: string;
  readonly sheetId: string;
  /** The whole block, header and totals rows included, by cell ids: structural edits move it. */
  readonly fromCellId: string;
  readonly toCellId: string;
  /** The first row is a header row holding the column names (Excel's headerRowCount 1); false: it has none. */
  readonly headerRow: boolean;
  /** The last row is a totals row (Excel's totalsRowCount 1). */
  readonly totalsRow: boolean;
  /** One per column of the block, left to right; names unique ignoring case. */
  readonly columns: readonly TableColumn[];
  /** Excel's table style name ("TableStyleMedium2"); absent: the editor's default look. */
  readonly style?: string;
  /** Every other data row is shaded (Excel's showRowStripes); absent means true. */
  readonly bandedRows?: boolean;
}

export interface TableColumn {
  /** What structured references name it by (`Table1[Name]`); the header cell shows it. */
  readonly name: string;
}

/** Excel's limit on table and column names. */
export const TABLE_NAME_LIMIT = 255;

/**
 * Excel's rule for table names: a letter, underscore or backslash first, then letters, digits, periods
 * and underscores; never a cell reference (A1, R1C1) nor "R" or "C" alone (tableNameProblem says why).
 */
export const TABLE_NAME_PATTERN = /^[\p{L}_\\][\p{L}\p{N}_.]*$/u;

const CELL_LIKE = /^(?:[A-Za-z]{1,3}[0-9]+|[Rr][0-9]*[Cc][0-9]*|[Rr][0-9]*|[Cc][0-9]*)$/;

/** Why a name cannot name a table (Excel's rules), or undefined when it can. Uniqueness is checked apart. */
export function tableNameProblem(name: string): string | undefined {
  if (name === '') return "Name can't be blank";
  if (name.length > TABLE_NAME_LIMIT) return `Name can't exceed ${TABLE_NAME_LIMIT} characters`;
  if (!TABLE_NAME_PATTERN.test(name)) return 'Name must start with a letter or underscore and hold only letters, digits, periods and underscores';
  if (CELL_LIKE.test(name)) return "Name can't be in cell notation (like A1)";
  return undefined;
}
