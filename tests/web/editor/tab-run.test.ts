import { describe, expect, it } from 'vitest';
import { afterEnter, afterTab, type TabRun } from '../../../web/editor/tab-run.js';

const at = (row: number, col: number) => ({ row, col });

describe('a run of Tabs (as in Sheets)', () => {
  it('returns Enter to the column where the run began: typing in A1, B1, C1 with Tab between, Enter goes to A2', () => {
    let run: TabRun | undefined;
    run = afterTab(run, at(0, 0), at(0, 1));
    run = afterTab(run, at(0, 1), at(0, 2));
    expect(afterEnter(run, at(0, 2), at(1, 2))).toEqual(at(1, 0));
  });
  it('begins at the cell a Tab leaves, and Shift+Tab stays in the run', () => {
    let run = afterTab(undefined, at(3, 4), at(3, 5));
    run = afterTab(run, at(3, 5), at(3, 6));
    run = afterTab(run, at(3, 6), at(3, 5));
    expect(run).toEqual({ row: 3, startCol: 4, at: 5 });
    expect(afterEnter(run, at(3, 5), at(4, 5))).toEqual(at(4, 4));
  });
  it('is left behind by a move to a cell the run did not reach: Enter goes straight down', () => {
    const run = afterTab(undefined, at(0, 0), at(0, 1));
    expect(afterEnter(run, at(0, 3), at(1, 3))).toEqual(at(1, 3));
    expect(afterEnter(run, at(5, 1), at(6, 1))).toEqual(at(6, 1));
    // A Tab from elsewhere begins a new run there.
    expect(afterTab(run, at(7, 2), at(7, 3))).toEqual({ row: 7, startCol: 2, at: 3 });
  });
  it('without a run, or on the last row (Enter cannot go down), Enter goes where it would', () => {
    expect(afterEnter(undefined, at(0, 2), at(1, 2))).toEqual(at(1, 2));
    const run = afterTab(undefined, at(9, 0), at(9, 1));
    expect(afterEnter(run, at(9, 1), at(9, 1))).toEqual(at(9, 1));
  });
});
