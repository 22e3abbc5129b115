import type { SaveStatus } from '../plugin-api/index.js';

/** Issue 36's words for a dropped connection. */
const OFFLINE_TEXT = 'Offline: your changes will sync when the connection is back';

/** The words of the save status (SPEC section 4), always shown: 'All changes saved' once nothing waits. */
export function saveStatusText(status: SaveStatus): string {
  return { idle: 'All changes saved', saving: 'Saving...', saved: 'All changes saved', error: 'Save failed', offline: OFFLINE_TEXT }[status];
}
