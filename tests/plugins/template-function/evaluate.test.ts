import { describe, expect, it } from 'vitest';
import { createKernel, type PluginManifest } from '../../../kernel/runtime.js';
import { evaluateWorkbook, WorkbookEvaluator } from '../../../plugins/template-function/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { newWorkbook, SequentialIdGenerator, WORKBOOK, workbookPlugin, type Workbook } from '../../../plugins/workbook/index.js';
import { engineOptions } from '../../support/engine.js';

/** A small template built through the commands: prices from the input, a total, a table. */
function template(): Workbook {
  const ids = new SequentialIdGenerator();
  const document = newWorkbook(ids);
  const kernel = createKernel<Workbook, unknown>({ plugins: [workbookPlugin, formulasPlugin, namesPlugin] as PluginManifest<Workbook, unknown>[], document, view: {} });
  kernel.services.provide(WORKBOOK.Ids, ids);
  const sheetId = document.sheetIds[0];
  const cells = [
    { row: 0, col: 0, text: '=INPUT("prices")' },
    { row: 0, col: 1, text: '=A1*2' },
    { row: 1, col: 1, text: '=A2*2' },
    { row: 0, col: 3, text: '=SUM(A1:A2)' },
    { row: 1, col: 3, text: '=1/0' },
    { row: 2, col: 3, text: '=DATE(2024,1,1)' },
  ];
  const run = (id: string, params: object) => {
    const result = kernel.execute(id, params);
    if (!result.ok) throw new Error(result.error);
  };
  run('workbook.set-cells', { sheetId, cells });
  run('names.add', { name: 'Total', range: 'Sheet1!D1', output: true });
  run('names.add', { name: 'Broken', range: 'Sheet1!D2', output: true, outputName: 'checks.broken' });
  run('names.add', { name: 'Day', range: 'Sheet1!D3', output: true, outputName: 'checks.day' });
  run('names.add', { name: 'Table', range: 'Sheet1!A1:B2', output: true });
  return kernel.store.state;
}

describe('evaluateWorkbook', () => {
  it('computes the outputs for an input: errors as text, dates as serial numbers', () => {
    const { outputs, values } = evaluateWorkbook(template(), { prices: [3, 4] }, { engine: engineOptions() });
    expect(outputs).toEqual({ Total: 7, checks: { broken: '#DIV/0!', day: 45292 }, Table: [[3, 6], [4, 8]] });
    expect(values).toBeUndefined();
  });

  it('lists every non-empty value by sheet name and A1 address on request, spills included', () => {
    const { values } = evaluateWorkbook(template(), { prices: [3, 4] }, { values: true, engine: engineOptions() });
    expect(values).toEqual({ Sheet1: { A1: 3, B1: 6, D1: 7, A2: 4, B2: 8, D2: '#DIV/0!', D3: 45292 } });
  });

  it('logs each formula with its text and value, in sheet order', () => {
    const { log } = evaluateWorkbook(template(), { prices: [3, 4] }, { log: true, engine: engineOptions() });
    expect(log?.[0]).toMatchObject({ sheet: 'Sheet1', cell: 'A1', formula: '=INPUT("prices")', value: 3, evaluations: 1 });
    expect(log?.map((entry) => entry.cell)).toEqual(['A1', 'B1', 'D1', 'B2', 'D2', 'D3']);
  });

  it('evaluates one loaded template for many inputs', () => {
    const evaluator = new WorkbookEvaluator(template(), engineOptions());
    expect(evaluator.outputs({ prices: [1, 2] })).toMatchObject({ Total: 3 });
    expect(evaluator.outputs({ prices: [10, 20] })).toMatchObject({ Total: 30, Table: [[10, 20], [20, 40]] });
    expect(evaluator.outputs({})).toMatchObject({ Total: 0, Table: [[null, 0], [null, 0]] });
  });
});
