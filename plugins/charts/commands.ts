import type { Draft } from 'immer';
import { rebasePositions, rebaseRangesText, UserError, type CellArea, type CommandContext, type CommandDefinition } from '../../kernel/index.js';
import { areaToIds } from '../names/index.js';
import { dataRegion, type IdGenerator, RandomIdGenerator, WORKBOOK } from '../workbook/index.js';
import type { CellRange, Sheet, Workbook } from '../workbook/model/index.js';
import { clampArea } from '../workbook/commands/index.js';
import { CHART_MESSAGES, type Chart, type ChartText, type ChartType } from './model.js';
import { besideArea } from './position.js';
import { parseChartRange } from './range-text.js';
import { readChart } from './read-chart.js';

export interface InsertChartParams {
  readonly sheetId: string;
  /** The selection: the chart's data range (a single cell grows to the data block around it) and its place. */
  readonly area: CellArea;
  readonly type?: ChartType;
  /** Given by tests and imports; generated otherwise. */
  readonly id?: string;
}

/** Fields the panels change. `rangeText` is the Data tab's text: ignored when it does not parse. */
export type ChartChanges = Partial<Omit<Chart, 'id' | 'sheetId' | 'range'>> & { readonly rangeText?: string };

export interface UpdateChartParams {
  readonly sheetId: string;
  readonly chartId: string;
  readonly changes: ChartChanges;
}

export interface MoveChartParams {
  readonly sheetId: string;
  readonly chartId: string;
  readonly left: number;
  readonly top: number;
}

export interface ResizeChartParams extends MoveChartParams {
  readonly width: number;
  readonly height: number;
}

export interface DeleteChartParams {
  readonly sheetId: string;
  readonly chartId: string;
}

/** The charts of a sheet, read into complete records (see read-chart.ts). */
export function sheetCharts(sheet: Sheet): Chart[] {
  const out: Chart[] = [];
  for (const id of Object.keys(sheet.chartsById)) {
    const chart = readChart(sheet.chartsById[id], id, sheet.id);
    if (chart) out.push(chart);
  }
  return out;
}

export function findChart(workbook: Workbook, sheetId: string, chartId: string): Chart | undefined {
  const sheet = workbook.sheetsById[sheetId];
  return sheet ? readChart(sheet.chartsById[chartId], chartId, sheetId) : undefined;
}

/** "Chart N": the first N not taken by a chart of the workbook. */
export function nextChartName(workbook: Workbook): string {
  const taken = new Set<string>();
  for (const sheetId of workbook.sheetIds) for (const chart of sheetCharts(workbook.sheetsById[sheetId])) taken.add(chart.name.toLowerCase());
  let n = 1;
  while (taken.has(`chart ${n}`)) n++;
  return `Chart ${n}`;
}

function idGenerator(ctx: CommandContext<Workbook>): IdGenerator {
  return ctx.services.find(WORKBOOK.Ids) ?? new RandomIdGenerator();
}

function sheetOf(workbook: Workbook, sheetId: string): Sheet {
  const sheet = workbook.sheetsById[sheetId];
  if (!sheet) throw new UserError(CHART_MESSAGES.missing);
  return sheet;
}

function existing(ctx: CommandContext<Workbook>, sheetId: string, chartId: string): Chart {
  const chart = findChart(ctx.before, sheetId, chartId);
  if (!chart) throw new UserError(CHART_MESSAGES.missing);
  return chart;
}

function write(draft: Draft<Workbook>, chart: Chart): void {
  draft.sheetsById[chart.sheetId].chartsById[chart.id] = chart as Draft<Chart>;
}

/** A new chart record over a range, with every default of SPEC section 3. */
export function newChart(fields: { id: string; name: string; sheetId: string; left: number; top: number; range?: CellRange; type?: ChartType }): Chart {
  const chart = readChart({ ...fields }, fields.id, fields.sheetId);
  if (!chart) throw new Error('unreachable: a chart record is an object');
  return chart;
}

export const insertChart: CommandDefinition<InsertChartParams, Workbook> = {
  id: 'charts.insert',
  run(draft, params, ctx) {
    const sheet = sheetOf(ctx.before, params.sheetId);
    const area = clampArea(sheet, params.area);
    const block = area.top === area.bottom && area.left === area.right ? (dataRegion(sheet, area.top, area.left) ?? area) : area;
    const cells = areaToIds(sheet, block);
    const range = cells && { sheetId: sheet.id, fromCellId: cells.fromCellId, toCellId: cells.toCellId ?? cells.fromCellId };
    const id = params.id ?? idGenerator(ctx).entityId();
    if (sheet.chartsById[id]) throw new UserError(`Chart ${id} already exists`);
    const { left, top } = besideArea(sheet, block);
    write(draft, newChart({ id, name: nextChartName(ctx.before), sheetId: sheet.id, left, top, range, type: params.type ?? 'bar' }));
  },
};

export const updateChart: CommandDefinition<UpdateChartParams, Workbook> = {
  id: 'charts.update',
  rebase(params, change, before, services) {
    const moved = rebasePositions(params, change);
    const rangeText = moved?.changes.rangeText;
    if (!moved || rangeText === undefined) return moved;
    // Data typed concurrently with a structural change names the cells it named; none left keeps the chart's (an unreadable text is ignored).
    return { ...moved, changes: { ...moved.changes, rangeText: rebaseRangesText(rangeText, params.sheetId, change, before, services) ?? '' } };
  },
  run(draft, params, ctx) {
    const chart = existing(ctx, params.sheetId, params.chartId);
    const { rangeText, ...changes } = params.changes;
    for (const key of ['title', 'horizontalAxis', 'verticalAxis'] as const) checkText(changes[key]);
    const range = rangeText === undefined ? chart.range : (parseChartRange(rangeText, ctx.before, chart.sheetId) ?? chart.range);
    const next = readChart({ ...chart, ...changes, range, id: chart.id, sheetId: chart.sheetId }, chart.id, chart.sheetId);
    if (next) write(draft, next);
  },
};

function checkText(text: ChartText | undefined): void {
  if (text?.fontSize !== undefined && !(text.fontSize > 0)) throw new UserError(CHART_MESSAGES.fontSize);
}

export const moveChart: CommandDefinition<MoveChartParams, Workbook> = {
  id: 'charts.move',
  run(draft, params, ctx) {
    const chart = existing(ctx, params.sheetId, params.chartId);
    write(draft, { ...chart, ...place(params) });
  },
};

export const resizeChart: CommandDefinition<ResizeChartParams, Workbook> = {
  id: 'charts.resize',
  run(draft, params, ctx) {
    const chart = existing(ctx, params.sheetId, params.chartId);
    if (!(params.width >= 1 && params.height >= 1)) throw new UserError(CHART_MESSAGES.size);
    write(draft, { ...chart, ...place(params), width: Math.round(params.width), height: Math.round(params.height) });
  },
};

/** A chart's corner stays on the sheet: no negative or fractional offsets. */
function place(params: MoveChartParams): { left: number; top: number } {
  if (!Number.isFinite(params.left) || !Number.isFinite(params.top)) throw new UserError(CHART_MESSAGES.size);
  return { left: Math.max(0, Math.round(params.left)), top: Math.max(0, Math.round(params.top)) };
}

export const deleteChart: CommandDefinition<DeleteChartParams, Workbook> = {
  id: 'charts.delete',
  run(draft, params, ctx) {
    if (!ctx.before.sheetsById[params.sheetId]?.chartsById[params.chartId]) return;
    delete draft.sheetsById[params.sheetId].chartsById[params.chartId];
  },
};

export const chartsCommands = [insertChart, updateChart, moveChart, resizeChart, deleteChart] as const;
