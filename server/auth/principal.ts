import { accountById } from '../storage/lookups.js';
import type { AccountRecord, UserRecord } from '../storage/records.js';

/** Who is calling and in which account: every route's queries are scoped to `account`. */
export interface Principal {
  /** Null when an account's own API key is used (no user behind it). */
  readonly user: UserRecord | null;
  readonly account: AccountRecord | null;
  /** True for admin users, also while they assume another user. */
  readonly isAdmin: boolean;
  readonly via: 'session' | 'apiKey';
  /** The stored session's key (the hash of the cookie's session id), when signed in by cookie. */
  readonly sessionIdHash?: string;
  /** The admin acting as `user`, when assuming. */
  readonly assumedBy?: UserRecord;
  /** A docs key (server/auth/docs-keys.ts): only GET requests are let through. */
  readonly getOnly?: true;
}

/** The account a user works in: the chosen one if still theirs (or any, for admins), else their first. */
export function currentAccountOf(user: UserRecord, accounts: readonly AccountRecord[], isAdmin: boolean, wanted: number | null): AccountRecord | null {
  if (wanted !== null && (isAdmin || user.accountIds.includes(wanted))) {
    const account = accountById(accounts, wanted);
    if (account) return account;
  }
  for (const id of user.accountIds) {
    const account = accountById(accounts, id);
    if (account) return account;
  }
  return null;
}
