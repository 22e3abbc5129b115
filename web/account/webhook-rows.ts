import type { SavedWebhook } from './account-api.js';

/**
 * One row of the account screen's webhook list (SPEC sections 3 and 4): the URL being edited beside the
 * saved one (`originalUrl`), whether a save is in flight, and the server's last refusal. A row without an
 * id has never been saved. Its index is its position, so deleting a row renumbers the rest.
 */
export interface WebhookRow {
  /** Stable across saves, for React (a new row gets its id only once saved). */
  readonly key: string;
  readonly id?: string;
  readonly url: string;
  readonly originalUrl: string;
  readonly updatedAt?: string;
  readonly saving: boolean;
  readonly error?: string;
}

export type WebhookRowState = 'unchanged' | 'edited' | 'saving';

export function rowState(row: WebhookRow): WebhookRowState {
  if (row.saving) return 'saving';
  return row.id && row.url === row.originalUrl ? 'unchanged' : 'edited';
}

/** SPEC section 5: Save only when the URL changed and no save is in flight. */
export const canSave = (row: WebhookRow): boolean => !row.saving && row.url.trim() !== row.originalUrl && row.url.trim() !== '';
/** Delete (with confirmation) is for saved rows left as they are; edited rows offer Cancel instead. */
export const canDelete = (row: WebhookRow): boolean => rowState(row) === 'unchanged';

export const savedRow = (webhook: SavedWebhook): WebhookRow => ({
  key: webhook.id, id: webhook.id, url: webhook.url, originalUrl: webhook.url, updatedAt: webhook.updatedAt, saving: false,
});

export const newRow = (key: string): WebhookRow => ({ key, url: '', originalUrl: '', saving: false });

export const edit = (row: WebhookRow, url: string): WebhookRow => ({ ...row, url, error: undefined });
export const startSave = (row: WebhookRow): WebhookRow => ({ ...row, saving: true, error: undefined });
export const saved = (row: WebhookRow, webhook: SavedWebhook): WebhookRow => ({ ...savedRow(webhook), key: row.key });
export const failed = (row: WebhookRow, error: string): WebhookRow => ({ ...row, saving: false, error });

/** Cancel: a saved row goes back to its saved URL; a row never saved goes away (undefined). */
export const cancel = (row: WebhookRow): WebhookRow | undefined => (row.id ? { ...row, url: row.originalUrl, error: undefined } : undefined);
