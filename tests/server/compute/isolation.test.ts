import type { Draft } from 'immer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { writeTemplateFile } from '../../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Sheet } from '../../../plugins/workbook/model/sheet.js';
import type { UserFunction, Workbook } from '../../../plugins/workbook/model/workbook.js';
import { type Client, type Harness, startHarness } from '../harness.js';

const SPIN: UserFunction = { name: 'SPIN', text: 'function SPIN(n) { for (;;) {} }' };

/** A template whose column A holds `formulas` (A1 first), with A1 as the output `result`. */
function template(formulas: readonly string[], userFunctions: readonly UserFunction[] = []): object {
  const base = newWorkbook(new SequentialIdGenerator(), 'Compute');
  const sheet = base.sheetsById[base.sheetIds[0]] as Draft<Sheet>;
  formulas.forEach((formula, row) => putCell(sheet, sheet.rowIds[row], sheet.columnIds[0], { formula }));
  const result = { id: 'result', name: 'result', sheetId: sheet.id, fromCellId: `${sheet.columnIds[0]}&${sheet.rowIds[0]}`, output: true };
  const workbook: Workbook = { ...base, userFunctions, namedRangesById: { result } };
  return writeTemplateFile(workbook);
}

/** Imports a template into the client's account and publishes it; its grid id. */
async function published(client: Client, file: object): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(file)], { type: 'application/json' }), 'compute.json');
  const { grid } = (await client.request('POST', '/api/import', { form })).body;
  await client.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}/publish`, {});
  return grid.id;
}

const evaluate = (client: Client, gridId: string, body: object) => client.post(`/api/grids/${gridId}/evaluate`, body);

describe('computing for one account does not hold another', () => {
  let h: Harness;
  let noisy: Client;
  let neighbour: Client;
  let spinning: string;
  let noisySmall: string;
  let neighbourSmall: string;
  // Each call of the looping function is stopped after 500 ms; forty cells would spin for twenty seconds,
  // so the request's budget (not the user functions') is what ends it.
  beforeAll(async () => {
    h = await startHarness({ compute: { workers: 2, budgetMs: 6000, userFunctionBudgetMs: 600_000 } });
    noisy = (await h.newMember('Noisy')).client;
    neighbour = (await h.newMember('Neighbour')).client;
    spinning = await published(noisy, template(Array.from({ length: 40 }, () => '=SPIN(INPUT("n"))'), [SPIN]));
    noisySmall = await published(noisy, template(['=INPUT("x")*2']));
    neighbourSmall = await published(neighbour, template(['=INPUT("x")*2']));
  });
  afterAll(() => h.close());

  const stats = async () => (await h.admin.get('/api/admin/server/stats')).body.stats as Record<string, number>;

  it('answers B while A\'s evaluation still runs; A\'s gets 503 at its budget, its worker stopped and free again after', async () => {
    const answered: string[] = [];
    const long = evaluate(noisy, spinning, { input: { n: 1 } }).then((reply) => {
      answered.push('A evaluate');
      return reply;
    });
    await vi.waitFor(async () => expect((await stats()).computeRunning).toBe(1), { timeout: 30_000, interval: 50 });

    const user = await neighbour.get('/api/user');
    answered.push('B user');
    const small = await evaluate(neighbour, neighbourSmall, { input: { x: 21 } });
    answered.push('B evaluate');
    expect(user.status).toBe(200);
    expect(small.body).toEqual({ outputs: { result: 42 } });

    const slow = await long;
    expect(answered).toEqual(['B user', 'B evaluate', 'A evaluate']);
    expect(slow.status).toBe(503);
    expect(slow.body.error).toBe('This computation took longer than the server\'s 6 s budget and was stopped. Simplify the template or send fewer inputs at a time.');

    // The answer goes as the budget ends; the worker is terminated right after it.
    await vi.waitFor(async () => {
      const after = await stats();
      expect(after.computeWorkersStopped).toBe(1);
      expect(after.computeRunning).toBe(0);
    }, { timeout: 30_000, interval: 50 });
    const again = await evaluate(noisy, noisySmall, { input: { x: 4 } });
    expect(again.body).toEqual({ outputs: { result: 8 } });
  });

  it('keeps a worker for B while A has more tasks than workers waiting', async () => {
    const answered: string[] = [];
    const batch = { inputs: Array.from({ length: 5 }, (_, n) => ({ n })) };
    const floods = [1, 2, 3].map(() => evaluate(noisy, spinning, batch).then((reply) => {
      answered.push('A');
      return reply;
    }));
    await vi.waitFor(async () => {
      const now = await stats();
      expect(now.computeRunning).toBe(1);
      expect(now.computeWaiting).toBe(2);
    }, { timeout: 30_000, interval: 50 });
    const small = await evaluate(neighbour, neighbourSmall, { input: { x: 5 } });
    answered.push('B');
    expect(small.body).toEqual({ outputs: { result: 10 } });
    expect(answered[0]).toBe('B');
    for (const reply of await Promise.all(floods)) expect(reply.status).toBe(503);
  });
});

describe('the user-function budget of a request', () => {
  let h: Harness;
  let client: Client;
  let spinning: string;
  beforeAll(async () => {
    h = await startHarness({ compute: { budgetMs: 30_000 } });
    client = (await h.newMember('Batches')).client;
    spinning = await published(client, template(['=SPIN(INPUT("n"))'], [SPIN]));
  });
  afterAll(() => h.close());

  it('is shared by every input of a batch: a thousand inputs calling a looping function answer, each with #ERROR!', async () => {
    // Counted per input, the user functions' 2 s each would take 2,000 s: the request's budget would stop it (503).
    const reply = await evaluate(client, spinning, { inputs: Array.from({ length: 1000 }, (_, n) => ({ n })) });
    expect(reply.status).toBe(200);
    expect(reply.body.results).toHaveLength(1000);
    expect(new Set(reply.body.results.map((result: { outputs: { result: unknown } }) => result.outputs.result))).toEqual(new Set(['#ERROR!']));
  });
});
