/** A rectangle of a sheet by cell ids (top-left and bottom-right). */
export interface CellRange {
  readonly sheetId: string;
  readonly fromCellId: string;
  readonly toCellId: string;
}
