import type { AccountRecord, UserRecord } from '../storage/records.js';

/** Who is calling and in which account: every route's queries are scoped to `account`. */
export interface Principal {
  /** Null when an account's own API key is used (no user behind it). */
  readonly user: UserRecord | null;
  readonly account: AccountRecord | null;
  /** True for admin users, also while they assume another user. */
  readonly isAdmin: boolean;
  readonly via: 'session' | 'apiKey';
  readonly sessionId?: string;
  /** The admin acting as `user`, when assuming. */
  readonly assumedBy?: UserRecord;
}

/** The account a user works in: the chosen one if still theirs (or any, for admins), else their first. */
export function currentAccountOf(user: UserRecord, accounts: readonly AccountRecord[], isAdmin: boolean, wanted: number | null): AccountRecord | null {
  const find = (id: number | null) => (id === null ? undefined : accounts.find((account) => account.id === id));
  if (wanted !== null && (isAdmin || user.accountIds.includes(wanted))) {
    const account = find(wanted);
    if (account) return account;
  }
  for (const id of user.accountIds) {
    const account = find(id);
    if (account) return account;
  }
  return null;
}
