import type { Subscription } from 'rxjs';
import type { CommandBus, DocumentStore } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { editedAreas } from './edited-areas.js';
import { touchesLock } from './lock-areas.js';
import { LOCKED_MESSAGE, SHADOW_LOCKS_MESSAGE } from './messages.js';

/**
 * Why a command may not run in shadow mode, or undefined when it may: an edit, paste, fill, clear,
 * delete, move, merge or sort that reaches a locked cell, row or column, or any change to the locks
 * themselves, deleting a sheet with locks included (SPEC sections 4 and 5).
 */
export function shadowRefusal(workbook: Workbook, commandId: string, params: unknown): string | undefined {
  if (commandId.startsWith('locks.') || deletesLocks(workbook, commandId, params)) return SHADOW_LOCKS_MESSAGE;
  return editedAreas(commandId, params).some(({ sheetId, area }) => touchesLock(workbook, sheetId, area)) ? LOCKED_MESSAGE : undefined;
}

/** Deleting a sheet takes its locks with it. */
function deletesLocks(workbook: Workbook, commandId: string, params: unknown): boolean {
  if (commandId !== 'workbook.delete-sheet' || !params || typeof params !== 'object') return false;
  const { sheetId } = params as { sheetId?: unknown };
  return typeof sheetId === 'string' && (workbook.sheetsById[sheetId]?.locks.length ?? 0) > 0;
}

/**
 * Vetoes, while `isShadow()` says the editor is in shadow mode, every command `shadowRefusal` refuses;
 * the command changes nothing and its caller gets the message. The caller unsubscribes when done.
 */
export function guardLocks(bus: CommandBus<Workbook>, store: DocumentStore<Workbook>, isShadow: () => boolean): Subscription {
  return bus.before$.subscribe((pending) => {
    if (!isShadow()) return;
    const reason = shadowRefusal(store.state, pending.id, pending.params);
    if (reason) pending.veto(reason);
  });
}
