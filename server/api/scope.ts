import type { Caller } from './define.js';
import { notFound } from '../http/errors.js';
import type { DbState, GridRecord, ShadowRecord, VersionRecord } from '../storage/records.js';

/**
 * Lookups scoped to the caller's current account. Another account's ids answer 404, exactly like ids that
 * do not exist, so ids of other accounts cannot be probed.
 */
export function gridOf(db: DbState, caller: Caller, gridId: string): GridRecord {
  const grid = db.grids.find((candidate) => candidate.id === gridId && candidate.accountId === caller.account.id);
  if (!grid) throw notFound('Grid');
  return grid;
}

export function versionOf(db: DbState, grid: GridRecord, versionId: string): VersionRecord {
  const version = db.versions.find((candidate) => candidate.id === versionId && candidate.gridId === grid.id);
  if (!version) throw notFound('Grid version');
  return version;
}

export function shadowByToken(db: DbState, caller: Caller, token: string): { shadow: ShadowRecord; grid: GridRecord } {
  const shadow = db.shadows.find((candidate) => candidate.token === token);
  const grid = shadow && db.grids.find((candidate) => candidate.id === shadow.gridId && candidate.accountId === caller.account.id);
  if (!shadow || !grid) throw notFound('Shadow');
  return { shadow, grid };
}

/** Accounts the caller may act in: their own, or any for an administrator. */
export function canUseAccount(db: DbState, caller: Caller, accountId: number): boolean {
  if (!db.accounts.some((account) => account.id === accountId)) return false;
  return caller.isAdmin || (caller.user?.accountIds.includes(accountId) ?? accountId === caller.account.id);
}
