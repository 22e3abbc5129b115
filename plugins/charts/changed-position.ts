/** A cell whose computed value changed (the engine's ChangedCell has this shape). */
export interface ChangedPosition {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
}

/** Changed cells as the engine tells them (an array, or its compact list for a large change). */
export type ChangedPositions = Iterable<ChangedPosition> & { readonly length: number };
