import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { editorAssembly } from '../../../web/plugins.js';
import type { EditorSaver, SaveStatus } from '../../../web/plugin-api/index.js';
import { EditorSession } from '../../../web/editor/editor-session.js';
import { ShadowInputState } from '../../../web/shadows/shadow-input.js';
import { ShadowLiveSaver } from '../../../web/shadows/shadow-live-saver.js';
import { templateFile } from '../../plugins/casts/book.js';

/** The live channel as the saver sees it: everything acknowledged unless told otherwise. */
function fakeChannel(): EditorSaver & { unsent: boolean; saves: number } {
  return {
    status$: new BehaviorSubject<SaveStatus>('saved'),
    unsent: false,
    saves: 0,
    get dirty() {
      return this.unsent;
    },
    async save() {
      this.saves += 1;
    },
    dispose: () => undefined,
  };
}

/** A shadow whose A1 reads the input's price and A2 doubles it, edited live, with the server's answers to its Save requests. */
function open(statuses: number[] = [], overrides?: Record<string, unknown>) {
  const requests: { url: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', (async (url: string, init: RequestInit) => {
    requests.push({ url, headers: new Headers(init.headers) });
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify(status === 200 ? { shadow: {} } : { error: 'down' }), { status });
  }) as typeof fetch);
  const workbook = readTemplateFile({ ...templateFile({ rows: 3, cols: 2, cells: { A1: { formula: '=INPUT("price")' }, A2: { formula: '=A1*2' } } }), input: { price: 1 } });
  const session = new EditorSession(editorAssembly, workbook, { price: 1 });
  const input = new ShadowInputState(session, overrides);
  const channel = fakeChannel();
  const save = new ShadowLiveSaver(channel, session, input, { token: 't1', context: '{"crm":"42"}' });
  const sheetId = workbook.sheetIds[0];
  const a2 = () => session.engine.getValue(sheetId, 1, 0);
  return { session, input, channel, save, requests, a2, sheetId };
}

describe('a shadow edited live: its input follows the document, its Save records a save', () => {
  beforeEach(() => vi.stubGlobal('location', new URL('http://localhost/app/shadows/t1?disableGzip')));
  afterEach(() => vi.unstubAllGlobals());

  it('applies a waiting input as a command on Save (the grid recomputes), waits for the channel, then records the save with the context', async () => {
    const { session, input, channel, save, requests, a2 } = open();
    input.propose({ price: 21 });
    expect(save.dirty).toBe(true);
    expect(session.kernel.dirty.dirty).toBe(true);
    expect(a2()).toBe(2);
    await save.save();
    expect(session.workbook.input).toEqual({ price: 21 });
    expect(a2()).toBe(42);
    expect(channel.saves).toBe(1);
    expect(requests.map((request) => new URL(request.url, 'http://localhost').pathname)).toEqual(['/api/shadows/t1/save']);
    expect(requests[0].headers.get('x-context')).toBe('{"crm":"42"}');
    expect(save.status$.value).toBe('saved');
    expect(save.dirty).toBe(false);
    expect(session.kernel.dirty.dirty).toBe(false);
  });

  it('is dirty with its own edits only: another tab\'s input (a remote change) recomputes the grid and leaves it clean', () => {
    const { session, input, save, a2 } = open();
    const remote = session.kernel.store.state;
    session.kernel.bus.replay('remote', [{ op: 'replace', path: ['input'], value: { price: 5 } }], [{ op: 'replace', path: ['input'], value: remote.input }], [], { id: 'input-form.set-input', params: { input: { price: 5 } } });
    expect(a2()).toBe(10);
    expect(input.applied$.value).toEqual({ price: 5 });
    expect(save.dirty).toBe(false);
    expect(session.kernel.dirty.dirty).toBe(false);
    expect(session.kernel.execute('workbook.set-cell', { sheetId: session.workbook.sheetIds[0], row: 2, col: 1, text: 'mine' }).ok).toBe(true);
    expect(save.dirty).toBe(true);
    expect(session.kernel.dirty.dirty).toBe(true);
  });

  it('says Save Failed and stays dirty when edits are not acknowledged (offline) or the record is refused; the next Save records it', async () => {
    const { session, channel, save, requests, sheetId } = open([500]);
    session.kernel.execute('workbook.set-cell', { sheetId, row: 2, col: 1, text: 'mine' });
    channel.unsent = true;
    await save.save();
    expect(save.status$.value).toBe('error');
    expect(requests).toHaveLength(0);
    expect(save.dirty).toBe(true);
    channel.unsent = false;
    await save.save();
    expect(save.status$.value).toBe('error');
    expect(session.kernel.dirty.dirty).toBe(true);
    await save.save();
    expect(save.status$.value).toBe('saved');
    expect(save.dirty).toBe(false);
  });

  it('lays the address\'s input overrides over the shadow\'s input, which the document keeps as its own', () => {
    const { session, a2 } = open([], { price: 100 });
    expect(session.input).toEqual({ price: 100 });
    expect(a2()).toBe(200);
    expect(session.workbook.input).toEqual({ price: 1 });
  });

  it('saves only what the person typed over the overrides: an overridden field left as shown keeps the shadow\'s own value', async () => {
    const { session, input, save, a2 } = open([], { price: 100 });
    // The Input section shows the computed input and proposes it whole, with the person's change.
    input.propose({ ...(input.applied$.value as object), quantity: 3 });
    await save.save();
    expect(session.workbook.input).toEqual({ price: 1, quantity: 3 });
    expect(session.input).toEqual({ price: 100, quantity: 3 });
    expect(a2()).toBe(200);
    // A field the overrides cover that the person changed is theirs.
    input.propose({ price: 7, quantity: 3 });
    await save.save();
    expect(session.workbook.input).toEqual({ price: 7, quantity: 3 });
  });
});
