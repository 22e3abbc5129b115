import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { editorAssembly } from '../../../web/plugins.js';
import { EditorSession } from '../../../web/editor/editor-session.js';
import { ShadowInputState } from '../../../web/shadows/shadow-input.js';
import { ShadowSaveController } from '../../../web/shadows/shadow-save-controller.js';
import { templateFile } from '../../plugins/casts/book.js';

/** A grid whose A1 reads the input's price and A2 doubles it, with the server's answers to its saves. */
function open(statuses: number[], moved?: () => void) {
  const bodies: Record<string, any>[] = [];
  vi.stubGlobal('fetch', (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify(status === 200 ? { shadow: {} } : { error: 'down' }), { status });
  }) as typeof fetch);
  // A shadow's document holds its input (the shadow page reads it from the server's answer).
  const workbook = readTemplateFile({ ...templateFile({ rows: 3, cols: 2, cells: { A1: { formula: '=INPUT("price")' }, A2: { formula: '=A1*2' } } }), input: {} });
  const session = new EditorSession(editorAssembly, workbook, {});
  const input = new ShadowInputState(session);
  const save = new ShadowSaveController(session, { token: 't1', gridVersionId: 'v1', inputDependents: {}, moved }, input);
  const a2 = () => session.engine.getValue(workbook.sheetIds[0], 1, 0);
  return { session, input, save, bodies, a2 };
}

describe('a shadow\'s input, filled in and saved', () => {
  beforeEach(() => vi.stubGlobal('location', new URL('http://localhost/app/shadows/t1?disableGzip')));
  afterEach(() => vi.unstubAllGlobals());

  it('waits for Save (the shadow unsaved meanwhile), which applies it, recomputing the grid, and sends it', async () => {
    const { session, input, save, bodies, a2 } = open([]);
    input.propose({ price: 21 });
    expect(session.kernel.dirty.dirty).toBe(true);
    expect(a2()).toBe(0);
    await save.save();
    expect(a2()).toBe(42);
    expect(input.applied$.value).toEqual({ price: 21 });
    expect(bodies[0].shadow).toMatchObject({ gridVersionId: 'v1', input: { price: 21 } });
    expect(session.kernel.dirty.dirty).toBe(false);
    // A later save of other edits does not send the input again.
    await save.save();
    expect(bodies[1].shadow.input).toBeUndefined();
  });

  it('keeps an input a failed save applied, and sends it with the next save', async () => {
    const { input, save, bodies, a2 } = open([500]);
    input.propose({ price: 5 });
    await save.save();
    expect(save.status$.value).toBe('error');
    expect(a2()).toBe(10);
    expect(input.pending).toBeUndefined();
    await save.save();
    expect(save.status$.value).toBe('saved');
    expect(bodies[1].shadow.input).toEqual({ price: 5 });
  });

  it('drops a withdrawn input: Save then sends none', async () => {
    const { input, save, bodies, a2 } = open([]);
    input.propose({ price: 5 });
    input.propose(undefined);
    await save.save();
    expect(bodies[0].shadow.input).toBeUndefined();
    expect(a2()).toBe(0);
  });

  it('has the page open the shadow again (live, in its own version now) once a save moved it with nothing left unsaved, not after a failed one', async () => {
    let moves = 0;
    const { input, save } = open([500, 200], () => (moves += 1));
    input.propose({ price: 5 });
    await save.save();
    expect(moves).toBe(0);
    await save.save();
    expect(save.status$.value).toBe('saved');
    expect(moves).toBe(1);
  });
});
