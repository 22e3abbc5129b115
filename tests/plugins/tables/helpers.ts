import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { tablesPlugin } from '../../../plugins/tables/index.js';
import type { Table, Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import type { PluginManifest } from '../../../kernel/index.js';
import { boot, content, type TestKernel } from '../workbook/boot.js';
import { engineOptions } from '../../support/engine.js';

export interface TablesKernel extends TestKernel {
  /** The engine, kept in step with every command, undo and redo as the editor keeps its own. */
  readonly engine: Engine;
  /** Typed entries, by A1 address on the first sheet. */
  type(entries: Readonly<Record<string, string>>): void;
  /** The computed value at an A1 address of the first sheet (errors as their code). */
  value(address: string): unknown;
  /** The formula or value stored at an address. */
  stored(address: string): unknown;
  table(name: string): Table | undefined;
  /** Waits for the followers' commands (header renames run once a command's other followers saw it). */
  settle(): Promise<void>;
}

/** A kernel with the workbook, names, formulas and tables plugins and an engine following it. */
export function bootTables(): TablesKernel {
  const t = boot(undefined, [namesPlugin, formulasPlugin, tablesPlugin] as unknown as PluginManifest<Workbook, WorkbookView>[]);
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(t.state());
  t.kernel.bus.executed$.subscribe((event) => {
    engine.applyDocumentChange(t.kernel.store.state, event.patches, event.source, event.structural);
  });
  const at = (address: string) => {
    const match = /^([A-Z]+)(\d+)$/.exec(address)!;
    return { row: Number(match[2]) - 1, col: match[1].split('').reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1 };
  };
  return {
    ...t,
    engine,
    type(entries) {
      const cells = Object.entries(entries).map(([address, text]) => ({ ...at(address), text }));
      const result = t.run('workbook.set-cells', { sheetId: t.sheetId, cells });
      if (!result.ok) throw new Error(result.error);
    },
    value(address) {
      const { row, col } = at(address);
      const v = engine.getValue(t.sheetId, row, col);
      return typeof v === 'object' && v !== null && 'code' in v ? (v as { code: string }).code : v;
    },
    stored(address) {
      const { row, col } = at(address);
      return content(t.cell(row, col));
    },
    table(name) {
      return Object.values(t.state().tablesById ?? {}).find((table) => table.name === name);
    },
    settle: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  };
}
