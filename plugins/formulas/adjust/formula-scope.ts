/** What a formula's references mean: which sheet an unqualified one points at, and sheet ids by name. */
export interface FormulaScope {
  readonly ownSheetId: string;
  /** Case-insensitive lookup of a sheet id by its name, in the workbook before the change. */
  sheetIdByName(name: string): string | undefined;
  /** The sheets in tab order before the change: a 3D reference losing an end takes the next sheet inward. */
  readonly sheetOrder?: readonly { readonly id: string; readonly name: string }[];
}

/** What a reference to deleted cells or a deleted sheet becomes. */
export const REF_ERROR = '#REF!';
