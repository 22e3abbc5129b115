import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { EditorSession } from '../../../web/editor/editor-session.js';
import { AUTOSAVE_DELAY_MS, draftName, SaveController, saveStatusText } from '../../../web/editor/save-controller.js';

interface FakeServer {
  calls: number;
  /** While set, answers wait for release(). */
  hold: boolean;
  release?: () => void;
  readonly fetch: typeof fetch;
}

/** A server that answers each version save with the next status in the list (200 when it runs out). */
function fakeServer(statuses: number[]): FakeServer {
  const server: FakeServer = {
    calls: 0,
    hold: false,
    fetch: (async () => {
      server.calls += 1;
      if (server.hold) await new Promise<void>((resolve) => (server.release = resolve));
      const status = statuses.shift() ?? 200;
      const body = status === 200 ? { gridVersion: { updatedAt: `t${server.calls}` } } : { error: 'no' };
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  };
  return server;
}

function open(): { session: EditorSession; save: SaveController; edit(text: string): void } {
  const session = new EditorSession(newWorkbook(new SequentialIdGenerator()));
  const save = new SaveController(session, 'g1', { id: 'v1', name: 'New Version', published: false, updatedAt: 't0' });
  const sheetId = session.workbook.sheetIds[0];
  return { session, save, edit: (text) => session.kernel.execute('workbook.set-cell', { sheetId, row: 0, col: 0, text }) };
}

describe('SaveController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', new URL('http://localhost/app/grids/g1?disableGzip'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('saves 2000 ms after the last change, not before', async () => {
    const server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetch);
    const { save, edit } = open();
    edit('1');
    await vi.advanceTimersByTimeAsync(1500);
    edit('2');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(server.calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toBe(1);
    expect(save.status$.value).toBe('saved');
    expect(save.dirty).toBe(false);
  });

  it('does not save by itself while autosave is off (the Developers menu), but saves when asked', async () => {
    const server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetch);
    const { save, edit } = open();
    save.autosave$.next(false);
    edit('1');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(server.calls).toBe(0);
    expect(save.dirty).toBe(true);
    await save.save();
    expect(server.calls).toBe(1);
    expect(save.dirty).toBe(false);
  });

  it('keeps the edits unsaved after a failed save, and a later save succeeds', async () => {
    vi.stubGlobal('fetch', fakeServer([500]).fetch);
    const { save, edit } = open();
    edit('1');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save.status$.value).toBe('error');
    expect(save.dirty).toBe(true);
    await save.save();
    expect(save.status$.value).toBe('saved');
    expect(save.dirty).toBe(false);
  });

  it('saves edits left over from a failed save when the editor is left', async () => {
    const server = fakeServer([500]);
    vi.stubGlobal('fetch', server.fetch);
    const { save, edit } = open();
    edit('1');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save.status$.value).toBe('error');
    save.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toBe(2);
    expect(save.status$.value).toBe('saved');
  });

  it('sends nothing on leaving when the edits were discarded', async () => {
    const server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetch);
    const { session, save, edit } = open();
    edit('1');
    session.kernel.dirty.markClean();
    save.dispose();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.calls).toBe(0);
  });

  it('reports a stale save as a conflict and stops saving over the newer version', async () => {
    const server = fakeServer([409]);
    vi.stubGlobal('fetch', server.fetch);
    const { save, edit } = open();
    edit('1');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save.status$.value).toBe('conflict');
    edit('2');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    save.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toBe(1);
  });

  it('leaves an edit made during a save unsaved (dirty) until the next save', async () => {
    const server = fakeServer([]);
    server.hold = true;
    vi.stubGlobal('fetch', server.fetch);
    const { save, edit } = open();
    edit('1');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save.status$.value).toBe('saving');
    edit('2');
    server.hold = false;
    server.release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.status$.value).toBe('saved');
    expect(save.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.calls).toBe(2);
    expect(save.dirty).toBe(false);
  });

  it('always says where saving stands: all saved after load, unsaved while an edit waits', () => {
    expect(saveStatusText('idle', false)).toBe('All changes saved');
    expect(saveStatusText('idle', true)).toBe('Unsaved changes');
    expect(saveStatusText('saved', true)).toBe('Unsaved changes');
    expect(saveStatusText('saving', false)).toBe('Saving...');
    expect(saveStatusText('error', true)).toBe('Save failed');
  });

  it('never saves into a published version: the first save makes a draft version of the edits, the next ones go into it', async () => {
    const calls: { method: string; url: string; body: Record<string, any> }[] = [];
    vi.stubGlobal('fetch', (async (url: URL, init: RequestInit) => {
      calls.push({ method: init.method!, url: new URL(url).pathname, body: JSON.parse(String(init.body)) });
      const gridVersion = init.method === 'POST' ? { id: 'v2', name: 'Version 2', published: false, updatedAt: 'd1' } : { updatedAt: `d${calls.length}` };
      return new Response(JSON.stringify({ gridVersion }), { status: init.method === 'POST' ? 201 : 200 });
    }) as typeof fetch);
    const session = new EditorSession(newWorkbook(new SequentialIdGenerator()));
    const save = new SaveController(session, 'g1', { id: 'v1', name: 'Launch', published: true, updatedAt: 't0' });
    const sheetId = session.workbook.sheetIds[0];
    const edit = (text: string) => session.kernel.execute('workbook.set-cell', { sheetId, row: 0, col: 0, text });

    edit('changed');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/grids/g1/versions']);
    expect(calls[0].body.gridVersion).toMatchObject({ name: 'Version 2', sheetIds: [sheetId] });
    expect(save.version$.value).toEqual({ id: 'v2', name: 'Version 2', published: false, updatedAt: 'd1' });
    expect(save.status$.value).toBe('saved');

    edit('again');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls[1]).toMatchObject({ method: 'PUT', url: '/api/grids/g1/versions/v2', body: { gridVersion: { updatedAt: 'd1' } } });
    expect(save.version$.value.updatedAt).toBe('d2');
  });

  it('names a draft "Version N" after the versions there are, skipping names taken', () => {
    expect(draftName(['New Version'])).toBe('Version 2');
    expect(draftName(['New Version', 'Version 2'])).toBe('Version 3');
    expect(draftName(['Version 2'])).toBe('Version 3');
  });
});
