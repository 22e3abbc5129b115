import { placeRef } from '../formulas/engine/index.js';
import { findSheet, type SheetArea } from '../names/index.js';
import type { Workbook } from '../workbook/model/index.js';
import type { ChangedPosition } from './changed-position.js';
import { compileLine, sourceValue, type LineFormulaEngine, type LineSource } from './line-value.js';
import type { Chart } from './model.js';

/** A horizontal line's compiled formula and the cells it reads: 'any' when its references do not say (names, volatile functions). */
export interface WatchedLine {
  readonly id: string;
  readonly source: LineSource;
  readonly reads: readonly SheetArea[] | 'any';
}

/**
 * A chart's horizontal lines compiled by the engine, each with the areas its references cover (a
 * reference to a sheet that does not exist covers nothing: the line is #REF! until the sheets change).
 */
export function watchLines(chart: Chart, workbook: Workbook, engine: LineFormulaEngine): WatchedLine[] {
  return chart.horizontalLines.map((line) => {
    const source = compileLine(line.formula, engine);
    return { id: line.id, source, reads: source.kind === 'formula' ? readsOf(source.formula, chart.sheetId, workbook) : [] };
  });
}

function readsOf(formula: Extract<LineSource, { kind: 'formula' }>['formula'], ownSheetId: string, workbook: Workbook): SheetArea[] | 'any' {
  if (formula.readsBeyondRefs) return 'any';
  const out: SheetArea[] = [];
  for (const ref of formula.refs) {
    const placed = placeRef(ref, 0, 0);
    const sheetId = ref.sheet === undefined ? ownSheetId : findSheet(workbook, ref.sheet)?.id;
    if (placed && sheetId) out.push({ sheetId, top: placed.top, left: placed.left, bottom: placed.bottom, right: placed.right });
  }
  return out;
}

/** Whether a changed cell may move a line. */
export function lineReads(line: WatchedLine, change: ChangedPosition): boolean {
  if (line.reads === 'any') return true;
  return line.reads.some((a) => a.sheetId === change.sheetId && change.row >= a.top && change.row <= a.bottom && change.col >= a.left && change.col <= a.right);
}

/** The lines' values now, by line id. */
export function lineValues(lines: readonly WatchedLine[], sheetId: string, engine: LineFormulaEngine): Record<string, number | undefined> {
  const out: Record<string, number | undefined> = {};
  for (const line of lines) out[line.id] = sourceValue(line.source, sheetId, engine);
  return out;
}
