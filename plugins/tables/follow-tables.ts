import type { PendingCommand, PluginHost } from '../../kernel/index.js';
import { cleanName } from '../names/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { expansions } from './auto-expand.js';
import { resizeTable, syncHeaders } from './commands.js';
import { TABLE_MESSAGES, tablesOf } from './names.js';
import { staleHeaders } from './stale-headers.js';

/**
 * What keeps tables and the rest of the document in step in every host that runs commands. After a
 * command (once its other followers, such as the engine, have seen it): typing next to a table takes
 * the cells in (Excel's AutoExpansion), and typing in a header cell renames its column; each is an
 * undo step of its own, as AutoExpansion is in Excel. Before one: a named range may not take a table's name.
 */
export function followTables(host: PluginHost<Workbook>): void {
  const { bus, store } = host;
  bus.executed$.subscribe((event) => {
    if (event.source !== 'command' || event.id === syncHeaders.id || event.id === resizeTable.id) return;
    const grow = expansions(store.state, event);
    const stale = staleHeaders(store.state, event);
    if (grow.length === 0 && stale.length === 0) return;
    queueMicrotask(() => {
      for (const params of grow) bus.execute(resizeTable.id, params);
      for (const id of stale) bus.execute(syncHeaders.id, { id });
    });
  });
  bus.before$.subscribe((pending) => vetoTakenName(store.state, pending));
}

/** Refuses a named range the name of a table: tables and names share one namespace in formulas. */
function vetoTakenName(workbook: Workbook, pending: PendingCommand): void {
  if (pending.id !== 'names.add' && pending.id !== 'names.update') return;
  const name = (pending.params as { name?: unknown }).name;
  if (typeof name !== 'string') return;
  const cleaned = cleanName(name);
  if (tablesOf(workbook).some((table) => table.name.toLowerCase() === cleaned.toLowerCase())) pending.veto(TABLE_MESSAGES.inUse(cleaned));
}
