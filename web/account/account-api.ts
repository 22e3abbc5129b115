import { api } from '../api/client.js';
import type { AccountSettings } from '../api/types.js';

/** The current account as GET /api/accounts/current returns it (what the account screens read). */
export interface CurrentAccount {
  readonly id: number;
  readonly name: string;
  readonly settings: AccountSettings;
  /** When the settings last changed: sent back with a change, which is refused (409) if they changed since. */
  readonly updatedAt: string;
  readonly users: readonly { readonly id: string; readonly email: string }[];
}

export interface SavedWebhook {
  readonly id: string;
  readonly url: string;
  readonly updatedAt: string;
}

export interface Delivery {
  readonly id: string;
  readonly event: string;
  readonly status: 'delivered' | 'failed';
  readonly attempts: number;
  readonly statusCode?: number;
  readonly error?: string;
  readonly at: string;
}

export const loadAccount = async (): Promise<CurrentAccount> => (await api.get<{ account: CurrentAccount }>('/api/accounts/current')).account;
export const loadWebhooks = async (): Promise<readonly SavedWebhook[]> => (await api.get<{ webhooks: SavedWebhook[] }>('/api/webhooks')).webhooks;
export const loadDeliveries = async (webhookId: string): Promise<readonly Delivery[]> =>
  (await api.get<{ deliveries: Delivery[] }>(`/api/webhooks/${encodeURIComponent(webhookId)}/deliveries`)).deliveries;

/** Creates (no id yet) or changes a webhook; the server's refusal comes back as the ApiError's message. */
export async function saveWebhook(id: string | undefined, url: string, updatedAt: string | undefined): Promise<SavedWebhook> {
  const answer = id
    ? await api.put<{ webhook: SavedWebhook }>(`/api/webhooks/${encodeURIComponent(id)}`, { url, updatedAt })
    : await api.post<{ webhook: SavedWebhook }>('/api/webhooks', { url });
  return answer.webhook;
}

export const deleteWebhook = (id: string): Promise<unknown> => api.delete(`/api/webhooks/${encodeURIComponent(id)}`);
export const rotateAccountKey = async (): Promise<string> => (await api.post<{ apiKey: string }>('/api/accounts/current/apiKey')).apiKey;
export const changePassword = (currentPassword: string, newPassword: string): Promise<unknown> => api.post('/api/user/password', { currentPassword, newPassword });
/** Changes the settings loaded at `updatedAt`; a change made elsewhere since is refused (the ApiError says so). */
export const saveSettings = async (settings: AccountSettings, updatedAt: string): Promise<CurrentAccount> =>
  (await api.put<{ account: CurrentAccount }>('/api/accounts/current', { account: { settings, updatedAt } })).account;
