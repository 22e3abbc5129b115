/** What co-editing tells the author (client-sync.ts notices, RoomCore's refusals). */

export const UNDO_INVALID_MESSAGE = 'This change can no longer be undone: others have changed the sheet since.';
export const OFFLINE_MESSAGE = 'Offline: your changes will sync when the connection is back';
export const TOO_OLD_MESSAGE = 'This change was made on a copy too old to bring up to date. Reload the template to get the current version.';
export const AHEAD_MESSAGE = 'This change names a version of the template the server does not have. Reload the template.';
export const ALREADY_APPLIED_MESSAGE = 'This change is already in the template.';

export function overwrittenMessage(author: string): string {
  return `${author} changed a cell you had just edited.`;
}

export function droppedMessage(reason: string): string {
  return `Your change was not made: ${reason}`;
}

export const TARGET_DELETED_REASON = 'someone else deleted what it was made on.';

export function unknownCommandMessage(id: string): string {
  return `Unknown command "${id}".`;
}

export function failedMessage(detail: string): string {
  return `The change could not be made (${detail}).`;
}
