import type { Patch } from 'immer';
import type { Container } from 'inversify';
import { KERNEL, type CommandBus, type DocumentStore, type ExecutedCommand, type PendingCommand } from '../../kernel/index.js';
import { cleanName } from '../names/validation.js';
import { bucketOf } from '../workbook/cell-store.js';
import type { Table, Workbook } from '../workbook/model/index.js';
import { syncHeaders } from './commands.js';
import { tableBlock } from './geometry.js';
import { rowTexts } from './header-cells.js';
import { TABLE_MESSAGES, tablesOf } from './names.js';

/**
 * What keeps tables and the rest of the document in step in every host that runs commands: typing in a
 * header cell renames its column (tables.sync-headers, run once the command's other followers have seen
 * it, so it is an undo step of its own), and a named range may not take a table's name.
 */
export function followTables(container: Container): void {
  const bus = container.get<CommandBus<Workbook>>(KERNEL.CommandBus);
  const store = container.get<DocumentStore<Workbook>>(KERNEL.DocumentStore);
  bus.executed$.subscribe((event) => {
    if (event.source !== 'command' || event.id === syncHeaders.id) return;
    const stale = staleHeaders(store.state, event);
    if (stale.length > 0) queueMicrotask(() => stale.forEach((id) => bus.execute(syncHeaders.id, { id })));
  });
  bus.before$.subscribe((pending) => vetoTakenName(store.state, pending));
}

/** Tables whose header cells the command touched and whose texts now differ from their column names. */
export function staleHeaders(workbook: Workbook, event: Pick<ExecutedCommand, 'patches' | 'structural'>): string[] {
  return tablesOf(workbook).filter((table) => table.headerRow && touchesHeader(table, workbook, event) && differs(table, workbook)).map((table) => table.id);
}

function touchesHeader(table: Table, workbook: Workbook, event: Pick<ExecutedCommand, 'patches' | 'structural'>): boolean {
  if (event.structural.some((change) => change.sheetId === table.sheetId)) return true;
  const sheet = workbook.sheetsById[table.sheetId];
  const block = sheet && tableBlock(workbook, table);
  if (!block) return false;
  const headerRowId = sheet.rowIds[block.top];
  return event.patches.some((patch) => patchesRow(patch, table.sheetId, headerRowId));
}

function patchesRow({ path }: Patch, sheetId: string, rowId: string): boolean {
  if (path[0] !== 'sheetsById' || path[1] !== sheetId || path[2] !== 'cells') return false;
  if (path.length < 4) return true;
  if (path.length === 4) return path[3] === bucketOf(rowId);
  return path[4] === rowId;
}

function differs(table: Table, workbook: Workbook): boolean {
  const block = tableBlock(workbook, table)!;
  const texts = rowTexts(workbook.sheetsById[table.sheetId], block.top, block.left, block.right);
  return texts.some((text, i) => text !== table.columns[i].name);
}

/** Refuses a named range the name of a table: tables and names share one namespace in formulas. */
function vetoTakenName(workbook: Workbook, pending: PendingCommand): void {
  if (pending.id !== 'names.add' && pending.id !== 'names.update') return;
  const name = (pending.params as { name?: unknown }).name;
  if (typeof name !== 'string') return;
  const cleaned = cleanName(name);
  if (tablesOf(workbook).some((table) => table.name.toLowerCase() === cleaned.toLowerCase())) pending.veto(TABLE_MESSAGES.inUse(cleaned));
}
