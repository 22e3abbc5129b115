import { firstValueFrom, filter } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormulaError } from '../../../plugins/formulas/values.js';
import { CALCULATING, createSandboxHost, deferredSandboxRunner, loadUserFunctionSandbox, type SandboxRunner, type SandboxWorker } from '../../../plugins/user-functions/index.js';
import { blockingSandboxRunner } from '../../../plugins/user-functions/server/blocking-runner.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { editorAssembly } from '../../../web/plugins.js';
import { EditorSession } from '../../../web/editor/editor-session.js';

function open(runner: SandboxRunner) {
  const session = new EditorSession(editorAssembly, newWorkbook(new SequentialIdGenerator()), {}, runner);
  const sheetId = session.workbook.sheetIds[0];
  const set = (row: number, text: string) => session.kernel.execute('workbook.set-cell', { sheetId, row, col: 0, text });
  const value = (row: number) => session.engine.getValue(sheetId, row, 0);
  /** Runs a user-functions command and waits until the engine computes with the new scripts. */
  const change = async (id: string, params: unknown) => {
    const after = session.revision$.value + 1;
    const ran = session.kernel.execute(id, params);
    expect(ran.ok).toBe(true);
    await firstValueFrom(session.revision$.pipe(filter((revision) => revision > after)));
  };
  /** Waits for the next recalculation the runner's answers cause. */
  const answered = () => {
    const now = session.revision$.value;
    return firstValueFrom(session.revision$.pipe(filter((revision) => revision > now)));
  };
  return { session, set, value, change, answered };
}

function codeOf(value: unknown): string | undefined {
  return value instanceof FormulaError ? value.code : undefined;
}

/**
 * A stand-in for the browser's Web Worker, on this thread: it answers with the real sandbox a moment
 * later, or, for scripts named HANG, never (as a worker stuck in a slow native call would not).
 */
function fakeWorkers(started: { count: number; terminated: number }): () => SandboxWorker {
  return () => {
    started.count++;
    const handle = createSandboxHost();
    let receive: ((message: Parameters<Parameters<SandboxWorker['listen']>[0]>[0]) => void) | undefined;
    return {
      listen: (to) => {
        receive = to;
        setTimeout(() => to('ready'), 0);
      },
      postMessage: (request) => {
        if (request.type === 'call' && request.call.name === 'HANG') return;
        const answer = handle(request);
        if (answer) setTimeout(() => receive?.(answer), 0);
      },
      terminate: () => {
        started.terminated++;
      },
    };
  };
}

describe('the editor session and the template\'s user functions', () => {
  const runner = blockingSandboxRunner();
  afterAll(() => runner.dispose());

  it('computes with a function once it is added, again when its script changes, and not after it is deleted', async () => {
    const { set, value, change } = open(runner);
    set(0, '=TRIPLE(2)');
    expect(codeOf(value(0))).toBe('#NAME?');
    await change('user-functions.add', { name: 'TRIPLE', text: 'function TRIPLE(x) { return x * 3; }' });
    expect(value(0)).toBe(6);
    await change('user-functions.update', { name: 'TRIPLE', text: 'function TRIPLE(x) { return x * 30; }' });
    expect(value(0)).toBe(60);
    await change('user-functions.update', { name: 'TRIPLE', newName: 'TIMES3' });
    expect(codeOf(value(0))).toBe('#NAME?');
    set(1, '=TIMES3(1)');
    // The script still defines TRIPLE, so TIMES3 is a missing user function until it is rewritten.
    expect(codeOf(value(1))).toBe('#VALUE!');
    await change('user-functions.update', { name: 'TIMES3', text: 'function TIMES3(x) { return x * 3; }' });
    expect(value(1)).toBe(3);
    await change('user-functions.delete', { name: 'TIMES3' });
    expect(codeOf(value(1))).toBe('#NAME?');
  });
});

describe('the editor session with a worker it does not wait for (the browser)', () => {
  beforeAll(loadUserFunctionSandbox);

  it('shows a call as calculating, then its answer and its dependents\' once the worker answers', async () => {
    const workers = { count: 0, terminated: 0 };
    const { session, set, value, change, answered } = open(deferredSandboxRunner(fakeWorkers(workers)));
    set(0, '=DOUBLE(21)');
    set(1, '=A1+1');
    await change('user-functions.add', { name: 'DOUBLE', text: 'function DOUBLE(x) { return x * 2; }' });
    expect(value(0)).toBe(CALCULATING);
    await answered();
    expect(value(0)).toBe(42);
    expect(value(1)).toBe(43);
    // An edit that calls it with the same arguments is answered at once, from what the worker said.
    set(2, '=DOUBLE(21)*10');
    expect(value(2)).toBe(420);
    session.dispose();
    expect(workers).toEqual({ count: 1, terminated: 1 });
  });

  it('kills a worker whose call overruns, gives the call #ERROR!, and runs the next calls in a new worker', async () => {
    const workers = { count: 0, terminated: 0 };
    const { session, set, value, change, answered } = open(deferredSandboxRunner(fakeWorkers(workers)));
    set(0, '=HANG()');
    set(1, '=ONE()');
    await change('user-functions.add', { name: 'HANG', text: 'function HANG() { for (;;) {} }' });
    await change('user-functions.add', { name: 'ONE', text: 'function ONE() { return 1; }' });
    while (value(1) !== 1) await answered();
    expect(value(0)).toMatchObject({ code: '#ERROR!', cause: 'Stopped after 500 ms.' });
    expect(workers.count).toBe(2);
    expect(workers.terminated).toBe(1);
    session.dispose();
  });
});
