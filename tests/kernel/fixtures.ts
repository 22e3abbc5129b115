import { createKernel, UserError, type CommandDefinition, type Kernel, type OperationDefinition, type PluginManifest } from '../../kernel/runtime.js';

/** A tiny document and view for kernel tests. */
export interface Doc {
  readonly count: number;
  readonly items: Readonly<Record<string, number>>;
}

export interface View {
  readonly zoom: number;
  readonly selected: string | null;
}

export const add: CommandDefinition<{ by: number }, Doc> = {
  id: 'test.add',
  run(draft, params) {
    draft.count += params.by;
  },
};

export const setItem: CommandDefinition<{ key: string; value: number }, Doc> = {
  id: 'test.set-item',
  run(draft, params) {
    (draft.items as Record<string, number>)[params.key] = params.value;
  },
};

/** Changes the draft, then refuses: the change must not survive. */
export const refuseAfterChange: CommandDefinition<{ message: string }, Doc> = {
  id: 'test.refuse',
  run(draft, params) {
    draft.count = -1;
    (draft.items as Record<string, number>).half = 1;
    throw new UserError(params.message, 'Custom title');
  },
};

export const noOp: CommandDefinition<undefined, Doc> = { id: 'test.no-op', run() {} };

export const notUndoable: CommandDefinition<{ by: number }, Doc> = {
  id: 'test.add-silently',
  undoable: false,
  autosave: false,
  run(draft, params) {
    draft.count += params.by;
  },
};

export const crash: CommandDefinition<undefined, Doc> = {
  id: 'test.crash',
  run(draft) {
    draft.count = 999;
    throw new TypeError('bug in a command');
  },
};

export const zoom: OperationDefinition<{ zoom: number }, View> = {
  id: 'view.zoom',
  run(draft, params) {
    draft.zoom = params.zoom;
  },
};

export const select: OperationDefinition<{ key: string | null }, View> = {
  id: 'view.select',
  run(draft, params) {
    draft.selected = params.key;
  },
};

export const testPlugin: PluginManifest<Doc, View> = {
  id: 'test',
  commands: [add, setItem, refuseAfterChange, noOp, notUndoable, crash] as PluginManifest<Doc, View>['commands'],
  operations: [zoom, select] as PluginManifest<Doc, View>['operations'],
};

export function initialDoc(): Doc {
  return { count: 0, items: { a: 1 } };
}

export function makeKernel(plugins: readonly PluginManifest<Doc, View>[] = [testPlugin]): Kernel<Doc, View> {
  return createKernel({ plugins, document: initialDoc(), view: { zoom: 1, selected: null } });
}
