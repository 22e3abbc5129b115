/**
 * What a structural command did, in positions before the change. Plugins that hold ranges
 * (formulas, named ranges, conditional formats, validation, locks, charts, casts) receive it through
 * their adjusters inside the same draft, so one user action stays one undo step.
 */
export type StructuralChange =
  | { kind: 'insert-rows' | 'insert-columns'; sheetId: string; at: number; count: number }
  | { kind: 'delete-rows' | 'delete-columns'; sheetId: string; at: number; count: number }
  | { kind: 'move-rows' | 'move-columns'; sheetId: string; from: number; count: number; to: number }
  | { kind: 'insert-cells'; sheetId: string; area: CellArea; shift: 'right' | 'down' }
  | { kind: 'delete-cells'; sheetId: string; area: CellArea; shift: 'left' | 'up' }
  | { kind: 'rename-sheet'; sheetId: string; from: string; to: string }
  | { kind: 'delete-sheet'; sheetId: string; name: string }
  /**
   * The rows of `area` rearranged (a sort): row `area.top + i` took the cells of row `order[i]`. Only
   * described (`CommandContext.describe`), never adjusted: references to the moved cells keep their
   * addresses, as in Excel. Its undo is the inverse permutation.
   */
  | { kind: 'permute-rows'; sheetId: string; area: CellArea; order: readonly number[] };

/** A rectangle of cells by zero-based indices, inclusive. */
export interface CellArea {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * A named range renamed (`to`) or deleted (no `to`). Only described (`CommandContext.describe`), never
 * adjusted: the names plugin rewrites the stored formulas itself. Co-editing rewrites a concurrent
 * command's formula texts by it, as the stored ones were.
 */
export interface NameChange {
  readonly kind: 'rename-name';
  readonly name: string;
  readonly to?: string;
}

/** What a command described in its executed event: a structural change, or a named range's. */
export type DescribedChange = StructuralChange | NameChange;

export const isStructuralChange = (change: DescribedChange): change is StructuralChange => change.kind !== 'rename-name';
