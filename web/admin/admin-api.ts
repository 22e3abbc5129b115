import { api, ApiError } from '../api/client.js';
import type { AccountRef } from '../api/types.js';

/** Shapes and calls of the admin routes (SPEC section 7, "Admin"). */
export interface AccountUser {
  readonly id: string;
  readonly email: string;
}

export interface AdminAccount {
  readonly id: number;
  readonly name: string;
  /** Only in the answer that created the account: keys are stored as hashes and never shown again. */
  readonly apiKey?: string;
  readonly users: readonly AccountUser[];
}

export interface FoundUser {
  readonly id: string;
  readonly email: string;
  readonly accounts: readonly AccountRef[];
}

export const accountPage = (id: number): string => `/app/admin/accounts/${id}`;

export async function listAccounts(): Promise<readonly AdminAccount[]> {
  return (await api.get<{ accounts: AdminAccount[] }>('/api/admin/accounts')).accounts;
}

export async function getAccount(id: number): Promise<AdminAccount> {
  return (await api.get<{ account: AdminAccount }>(`/api/admin/accounts/${id}`)).account;
}

export async function createAccount(name: string): Promise<AdminAccount> {
  return (await api.post<{ account: AdminAccount }>('/api/admin/accounts', { name })).account;
}

export async function rotateAccountKey(id: number): Promise<string> {
  return (await api.post<{ apiKey: string }>(`/api/admin/accounts/${id}/apiKey`)).apiKey;
}

export async function createUser(accountId: number, email: string, password: string): Promise<FoundUser> {
  return (await api.post<{ user: FoundUser }>(`/api/admin/accounts/${accountId}/users`, { email, password })).user;
}

export async function addUser(accountId: number, userId: string): Promise<FoundUser> {
  return (await api.post<{ user: FoundUser }>(`/api/admin/accounts/${accountId}/users/${encodeURIComponent(userId)}`)).user;
}

export async function removeUser(accountId: number, userId: string): Promise<void> {
  await api.delete(`/api/admin/accounts/${accountId}/users/${encodeURIComponent(userId)}`);
}

/** Users whose email or id matches, and (searchAccounts) the users of accounts whose name or id does. */
export async function searchUsers(query: string, options: { searchAccounts: boolean; allowOrphans: boolean }): Promise<readonly FoundUser[]> {
  const found = await api.get<{ users: FoundUser[] }>('/api/admin/users/search', { query: { query, ...options } });
  return found.users;
}

export async function serverStats(): Promise<Readonly<Record<string, string | number>>> {
  return (await api.get<{ stats: Record<string, string | number> }>('/api/admin/server/stats')).stats;
}

/** The page that assumes a user in an account and then opens `redirect` (SPEC section 2). */
export function assumeLink(userId: string, accountId: number | null | undefined, redirect: string): string {
  const query = new URLSearchParams({ userId });
  if (accountId !== null && accountId !== undefined) query.set('accountId', String(accountId));
  query.set('redirect', redirect);
  return `/app/admin/assume?${query}`;
}

/** The request behind an assume page: its path with the /app prefix swapped for /api, and its query. */
export const assumeRequestPath = (pathname: string, search: string): string => pathname.replace(/^\/app(?=\/)/, '/api') + search;

/**
 * The assume request: a POST to the page's own path with /app swapped for /api, same query (it changes
 * the session, so it is never a GET a link could make). The server switches the session and redirects
 * (303); the answer's final URL is where the page goes next.
 */
export async function assume(pathname: string, search: string): Promise<string> {
  const response = await fetch(assumeRequestPath(pathname, search), { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : `${response.status} ${response.statusText}`;
    throw new ApiError(message, response.status);
  }
  return response.url;
}
