import { Engine, type EngineOptions } from '../formulas/engine/index.js';
import { EvaluationLog, groupEntries, type LogGroup } from '../formulas/log/index.js';
import { type CellReader, outputScalar, type Outputs, type OutputScalar } from '../formulas/outputs/index.js';
import { computeOutputs, outputsReader, type OutputsReader } from '../names/index.js';
import { a1 } from '../workbook/index.js';
import type { Workbook } from '../workbook/model/index.js';

export interface EvaluateOptions {
  /** Also return every non-empty cell's computed value, by sheet name and A1 address. */
  readonly values?: boolean;
  /** Also return the evaluation log, grouped by formula cell (address, formula text, value, reads...). */
  readonly log?: boolean;
  /** Engine options (the host's functions, clock, casting, hiding): `withAssembledFunctions` builds them. */
  readonly engine: EngineOptions;
}

/** One formula cell of `gridcast eval --log`: sheet, cell, formula, value, then what it read. */
export type FormulaLogEntry = LogGroup;

export type SheetValues = Record<string, OutputScalar>;

export interface Evaluation {
  readonly outputs: Outputs;
  /** With `values`: sheet name to A1 address to value. */
  readonly values?: Record<string, SheetValues>;
  readonly log?: readonly FormulaLogEntry[];
}

/**
 * Evaluates a workbook for one input and returns its outputs (and, on request, every cell's value):
 * what `gridcast eval`, `gridcast test` and the server use.
 */
export function evaluateWorkbook(workbook: Workbook, input: unknown, options: EvaluateOptions): Evaluation {
  const engine = new Engine(options.engine);
  const log = options.log ? new EvaluationLog().attach(engine) : undefined;
  engine.loadWorkbook(workbook, input);
  const outputs = computeOutputs(workbook, (sheetId, row, col) => engine.getValue(sheetId, row, col));
  log?.detach(); // reading the values below computes nothing: the log is complete
  return {
    outputs,
    ...(options.values ? { values: allValues(workbook, engine) } : {}),
    ...(log ? { log: sortedLog(workbook, groupEntries(log.entries)) } : {}),
  };
}

/** An evaluator kept across inputs (running many test shadows of one template loads it once). */
export class WorkbookEvaluator {
  private readonly engine: Engine;
  private readonly readOutputs: OutputsReader;
  private readonly read: CellReader;

  constructor(workbook: Workbook, options: EngineOptions) {
    this.engine = new Engine(options);
    this.engine.loadWorkbook(workbook, undefined);
    this.readOutputs = outputsReader(workbook);
    this.read = (sheetId, row, col) => this.engine.getValue(sheetId, row, col);
  }

  outputs(input: unknown): Outputs {
    this.engine.setInput(input);
    return this.readOutputs(this.read);
  }

  /** The computed cells for `input` (valid until the next input): for a caller that reads the outputs itself (`outputsShape`). */
  cells(input: unknown): CellReader {
    this.engine.setInput(input);
    return this.read;
  }
}

/** Every non-empty computed value (stored cells and spilled results), row by row. */
function allValues(workbook: Workbook, engine: Engine): Record<string, SheetValues> {
  const out: Record<string, SheetValues> = {};
  for (const sheetId of workbook.sheetIds) {
    const sheet = workbook.sheetsById[sheetId];
    if (!sheet) continue;
    const values: SheetValues = {};
    const extent = filledExtent(engine, sheetId);
    const rows = Math.min(sheet.rowIds.length, extent.rows);
    const cols = Math.min(sheet.columnIds.length, extent.cols);
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const value = engine.getValue(sheetId, row, col);
        if (value !== null) values[a1(row, col)] = outputScalar(value);
      }
    }
    out[sheet.name] = values;
  }
  return out;
}

/** How far the engine holds values in a sheet (columns, and rows of its longest column). */
function filledExtent(engine: Engine, sheetId: string): { rows: number; cols: number } {
  const columns = engine.sheetById(sheetId)?.columns ?? [];
  let rows = 0;
  for (const column of columns) rows = Math.max(rows, column?.values.length ?? 0);
  return { rows, cols: columns.length };
}

/** The log's formula cells in sheet order, then row by row (evaluation order is not stable to read). */
function sortedLog(workbook: Workbook, groups: LogGroup[]): LogGroup[] {
  const sheetOrder = new Map(workbook.sheetIds.map((id, i) => [id, i]));
  const order = (g: LogGroup): number => sheetOrder.get(g.sheetId) ?? sheetOrder.size;
  return groups.sort((a, b) => order(a) - order(b) || a.row - b.row || a.col - b.col);
}
