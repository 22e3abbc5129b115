import { describe, expect, it } from 'vitest';
import type { EditorApp, GridServer } from '../../../web/editor/editor-app.js';
import type { EditorContextValue } from '../../../web/editor/editor-context.js';
import { fileActions } from '../../../web/editor/menus/file-actions.js';
import type { GridInfo } from '../../../web/plugin-api/index.js';
import type { useDialogs } from '../../../web/ui/dialogs.js';

const grid: GridInfo = { id: 'g 1', name: 'Loan', published: false, versionId: 'v1', versionName: 'Draft', versions: [] };

/** The File and Versioning menus over a recording app: what reached the server, where it went, what it said. */
function setup(options: { dirty?: boolean; answers?: { confirm?: boolean; prompt?: string }; failing?: keyof GridServer } = {}) {
  const calls: string[] = [];
  const record = (name: keyof GridServer, answer?: string) => async (...args: unknown[]) => {
    calls.push(`${name}(${args.join(', ')})`);
    if (options.failing === name) throw new Error(`${name} refused by the server`);
    return answer as never;
  };
  const server: GridServer = {
    rename: record('rename'), importFile: record('importFile', 'g-imported'), create: record('create', 'g-new'), duplicate: record('duplicate', 'g-copy'),
    setPublished: record('setPublished'), createVersion: record('createVersion', 'v2'), renameVersion: record('renameVersion'),
  };
  const app = { server, navigate: (to: string) => void calls.push(`navigate ${to}`) } as EditorApp;
  const dialogs = {
    confirm: async () => options.answers?.confirm ?? true,
    prompt: async () => options.answers?.prompt,
    alert: async ({ message }: { message: unknown }) => void calls.push(`alert ${String(message)}`),
    choose: async () => undefined,
  } as unknown as ReturnType<typeof useDialogs>;
  // fileActions reads only these of the editor's context.
  const context = {
    grid,
    kernel: { dirty: { dirty: options.dirty ?? false } },
    save: { save: async () => void calls.push('save') },
    updateGrid: (patch: Partial<GridInfo>) => void calls.push(`updateGrid ${JSON.stringify(patch)}`),
  } as unknown as EditorContextValue;
  return { files: fileActions(context, dialogs, app), calls };
}

describe('the File and Versioning menus through the app', () => {
  it('Make a copy saves unsaved edits first, then opens the copy', async () => {
    const { files, calls } = setup({ dirty: true });
    await files.makeCopy();
    expect(calls).toEqual(['save', 'duplicate(g 1)', 'navigate /app/grids/g-copy']);
  });

  it('New grid template opens the new one; Exit and Configure only navigate', async () => {
    const { files, calls } = setup();
    await files.newGrid();
    files.exit();
    files.configure();
    expect(calls).toEqual(['create()', 'navigate /app/grids/g-new', 'navigate /app/grids', 'navigate /app/grids/g 1/configure']);
  });

  it('Publish asks first: declined, nothing reaches the server; accepted, the version and the template are published', async () => {
    const declined = setup({ answers: { confirm: false } });
    await declined.files.togglePublish();
    expect(declined.calls).toEqual([]);
    const accepted = setup();
    await accepted.files.togglePublish();
    expect(accepted.calls).toEqual(['setPublished(g 1, v1, true)', 'updateGrid {"published":true}']);
  });

  it("Create New Version opens the new version; the server's refusal is alerted and nothing moves", async () => {
    const made = setup({ answers: { prompt: 'Second' } });
    await made.files.createVersion();
    expect(made.calls).toEqual(['createVersion(g 1, Second)', 'navigate /app/grids/g 1?gridVersionId=v2']);
    const refused = setup({ answers: { prompt: 'Second' }, failing: 'createVersion' });
    await refused.files.createVersion();
    expect(refused.calls).toEqual(['createVersion(g 1, Second)', 'alert createVersion refused by the server']);
  });

  it('Rename and Rename Version send the new names and update the open grid', async () => {
    const { files, calls } = setup({ answers: { prompt: 'Mortgage' } });
    await files.rename();
    await files.renameVersion();
    expect(calls).toEqual(['rename(g 1, Mortgage)', 'updateGrid {"name":"Mortgage"}', 'renameVersion(g 1, v1, Mortgage)', 'updateGrid {"versionName":"Mortgage"}']);
  });
});
