import type { EngineOptions } from '../formulas/engine/index.js';
import { evaluateWorkbook, WorkbookEvaluator } from '../template-function/index.js';
import { compareOutputs, type Outputs } from '../formulas/outputs/index.js';
import type { TestShadow, Workbook } from '../workbook/model/index.js';
import { cellChanges, versionCells, type CellChange } from './cell-changes.js';

/** The most cell changes one diff lists; `cellsTotal` still counts them all. */
export const MAX_LISTED_CELLS = 1000;

/** One output of a test shadow that a version changes. `undefined` (absent in JSON) where one side has none. */
export interface OutputChange {
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** A test shadow's outputs under both versions, or why one side could not be computed. */
export interface ShadowChanges {
  readonly id: number;
  readonly name: string;
  readonly outputs: readonly OutputChange[];
  readonly error?: string;
}

export interface VersionDiff {
  /** Cells whose formula or value (for an empty input) changed, at most MAX_LISTED_CELLS of them. */
  readonly cells: readonly CellChange[];
  readonly cellsTotal: number;
  /** Every test shadow of either version, each run through both versions with its input. */
  readonly testShadows: readonly ShadowChanges[];
}

/** Each version with the engine options it runs with (user functions are per version). */
export interface DiffSide {
  readonly workbook: Workbook;
  readonly engine: EngineOptions;
}

/**
 * What moving from one version to another does: the cells it changes and, for each test shadow, the
 * outputs it changes, so an author sees what publishing a version will do to results before users do.
 */
export function diffVersions(before: DiffSide, after: DiffSide): VersionDiff {
  const cells = cellChanges(cellsOf(before), cellsOf(after));
  return {
    cells: cells.slice(0, MAX_LISTED_CELLS),
    cellsTotal: cells.length,
    testShadows: shadowChanges(before, after),
  };
}

function cellsOf(side: DiffSide) {
  const { values = {} } = evaluateWorkbook(side.workbook, {}, { values: true, engine: side.engine });
  const sheets = side.workbook.sheetIds.map((id) => side.workbook.sheetsById[id]).filter((s) => s !== undefined);
  return versionCells(sheets, values);
}

/** Shadows by id; where both versions have one, the newer version's input is the one to run. */
function shadowChanges(before: DiffSide, after: DiffSide): ShadowChanges[] {
  const shadows = new Map<number, TestShadow>();
  for (const shadow of Object.values(before.workbook.testShadowsById)) shadows.set(shadow.id, shadow);
  for (const shadow of Object.values(after.workbook.testShadowsById)) shadows.set(shadow.id, shadow);
  if (shadows.size === 0) return [];
  const run = [runner(before), runner(after)] as const;
  return [...shadows.values()].sort((a, b) => a.id - b.id).map((shadow) => {
    const [was, is] = run.map((call) => call(shadow.input));
    if ('error' in was) return { id: shadow.id, name: shadow.name, outputs: [], error: was.error };
    if ('error' in is) return { id: shadow.id, name: shadow.name, outputs: [], error: is.error };
    const outputs = compareOutputs(was.outputs, is.outputs).map((d) => ({ path: d.path, before: d.expected, after: d.actual }));
    return { id: shadow.id, name: shadow.name, outputs };
  });
}

type Run = { readonly outputs: Outputs } | { readonly error: string };

/** One loaded engine per version, called once per shadow input. */
function runner(side: DiffSide): (input: unknown) => Run {
  let evaluator: WorkbookEvaluator | undefined;
  return (input) => {
    try {
      evaluator ??= new WorkbookEvaluator(side.workbook, side.engine);
      return { outputs: evaluator.outputs(input ?? {}) };
    } catch (error) {
      evaluator = undefined;
      return { error: (error as Error).message };
    }
  };
}
