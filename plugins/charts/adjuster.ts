import type { Draft } from 'immer';
import type { Adjuster, StructuralChange } from '../../kernel/index.js';
import { rewriteFormula, sheetLookup } from '../formulas/adjust/index.js';
import { adjustRange } from '../names/index.js';
import type { CellRange, Workbook } from '../workbook/model/index.js';
import type { Chart } from './model.js';
import { sheetCharts } from './commands.js';

/**
 * Keeps charts on their data through structural changes, in the same draft (one undo step): the range
 * follows its cells as a named range does (cell ids are stable, so inserts change nothing), and a range
 * whose cells or sheet are all gone is dropped, which shows "No Data Entered". Horizontal-line formulas
 * are rewritten as cell formulas are. Charts on a deleted sheet go with it.
 */
export const chartsAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  const sheetIdByName = sheetLookup(before);
  for (const sheetId of before.sheetIds) {
    if (change.kind === 'delete-sheet' && sheetId === change.sheetId) continue;
    const target = draft.sheetsById[sheetId];
    if (!target) continue;
    for (const chart of sheetCharts(before.sheetsById[sheetId])) {
      const next = adjustChart(chart, change, before, sheetIdByName);
      if (next !== chart) target.chartsById[chart.id] = next as Draft<Chart>;
    }
  }
};

function adjustChart(chart: Chart, change: StructuralChange, before: Workbook, sheetIdByName: (name: string) => string | undefined): Chart {
  const range = chart.range && chart.range.sheetId === change.sheetId ? adjustChartRange(chart.range, change, before) : chart.range;
  const scope = { ownSheetId: chart.sheetId, sheetIdByName };
  let linesChanged = false;
  const horizontalLines = chart.horizontalLines.map((line) => {
    const formula = line.formula.startsWith('=') ? rewriteFormula(line.formula, scope, change) : line.formula;
    if (formula === line.formula) return line;
    linesChanged = true;
    return { ...line, formula };
  });
  if (range === chart.range && !linesChanged) return chart;
  const { range: _old, ...rest } = chart;
  return { ...rest, ...(range ? { range } : {}), horizontalLines };
}

function adjustChartRange(range: CellRange, change: StructuralChange, before: Workbook): CellRange | undefined {
  const adjusted = adjustRange({ id: '', name: '', ...range }, change, before);
  if (adjusted.invalid) return undefined;
  const toCellId = adjusted.toCellId ?? adjusted.fromCellId;
  if (adjusted.fromCellId === range.fromCellId && toCellId === range.toCellId) return range;
  return { sheetId: range.sheetId, fromCellId: adjusted.fromCellId, toCellId };
}
