import type { CellPosition } from '../../plugins/workbook/index.js';

/**
 * A run of Tabs along a row, as Sheets keeps it: typing in A1, B1 and C1 with Tab between them, Enter
 * goes to A2, the column the run began in. `at` is the column the last Tab landed on; any other move
 * leaves the run behind, since Enter then starts from a cell the run never reached.
 */
export interface TabRun {
  readonly row: number;
  readonly startCol: number;
  readonly at: number;
}

/** The run after a Tab (or Shift+Tab) from `from` to `to`: continued when `from` is where the last one landed, else begun at `from`. */
export function afterTab(run: TabRun | undefined, from: CellPosition, to: CellPosition): TabRun {
  const continues = run !== undefined && run.row === from.row && run.at === from.col;
  return { row: from.row, startCol: continues ? run.startCol : from.col, at: to.col };
}

/**
 * Where Enter goes from `from`, whose cell below is `below`: the row below at the column the run began
 * in, when `from` is where the run's last Tab landed; `below` otherwise.
 */
export function afterEnter(run: TabRun | undefined, from: CellPosition, below: CellPosition): CellPosition {
  if (!run || run.row !== from.row || run.at !== from.col || below.row === from.row) return below;
  return { row: below.row, col: run.startCol };
}
