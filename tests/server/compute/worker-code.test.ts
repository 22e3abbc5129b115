import { readFileSync } from 'node:fs';
import type { Draft } from 'immer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { writeTemplateFile } from '../../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Sheet } from '../../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { ComputePool, type WorkerCode } from '../../../server/compute/compute-pool.js';
import { computeTask } from '../../../server/compute/compute-task.js';
import { projectWorkerBundle } from '../../../server/compute/worker-bundle.js';
import { HttpError } from '../../../server/http/errors.js';

const EVALUATE = computeTask<typeof import('../../../server/engine/evaluate-task.js').evaluateVersion>(
  new URL('../../../server/engine/evaluate-task.js', import.meta.url), 'evaluateVersion');

/** A template whose A1 (the output `result`) is `=TWICE(INPUT("x"))`, TWICE a user function (run in the sandbox worker beside its module). */
function userFunctionTemplate(): Uint8Array {
  const base = newWorkbook(new SequentialIdGenerator(), 'Twice');
  const sheet = base.sheetsById[base.sheetIds[0]] as Draft<Sheet>;
  putCell(sheet, sheet.rowIds[0], sheet.columnIds[0], { formula: '=TWICE(INPUT("x"))' });
  const result = { id: 'result', name: 'result', sheetId: sheet.id, fromCellId: `${sheet.columnIds[0]}&${sheet.rowIds[0]}`, output: true };
  const workbook: Workbook = { ...base, userFunctions: [{ name: 'TWICE', text: 'function TWICE(n) { return n * 2; }' }], namedRangesById: { result } };
  return new TextEncoder().encode(JSON.stringify(writeTemplateFile(workbook)));
}

const TEMPLATES: Readonly<Record<string, Uint8Array>> = {
  loan: readFileSync(new URL('../../../fixtures/templates/loan-calculator.json', import.meta.url)),
  twice: userFunctionTemplate(),
};

/** The same tasks computed by workers loaded from the bundle and from the sources through tsx (the fallback). */
describe.each<[string, WorkerCode]>([
  ['the bundle', projectWorkerBundle],
  ['the sources through tsx', async () => undefined],
])('compute workers loaded from %s', (_name, code) => {
  let pool: ComputePool;
  const logged: string[] = [];

  beforeAll(() => {
    pool = new ComputePool(
      { workers: 1, budgetMs: 120_000, queuedPerAccount: 8, userFunctionBudgetMs: 10_000 },
      async (key) => [new Uint8Array(TEMPLATES[key])],
      (line) => logged.push(line),
      code,
    );
  });
  afterAll(() => pool.close());

  it('compute a template they are sent on asking for it', async () => {
    const answer = await pool.run(0, EVALUATE, { contentKey: 'loan', call: { input: { principal: 100_000, rate: 0.03, years: 10 } } });
    expect(answer).toMatchObject({ outputs: { monthlyPayment: 965.61 } });
  });

  it('answer a task\'s HttpError as the caller should see it (one HttpError class in the worker)', async () => {
    const failed = await pool.run(0, EVALUATE, { contentKey: 'loan', call: { input: [1, 2] } }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(HttpError);
    expect((failed as HttpError).status).toBe(400);
    expect((failed as HttpError).message).toBe('The input must be a JSON object, e.g. {"principal": 200000}.');
  });

  it('run user functions in their sandbox worker, found beside its module', async () => {
    expect(await pool.run(0, EVALUATE, { contentKey: 'twice', call: { input: { x: 21 } } })).toEqual({ outputs: { result: 42 } });
    expect(logged).toEqual([]);
  });
});
