import type { Caller } from './define.js';
import { notFound } from '../http/errors.js';
import { gridById, shadowOfToken, versionById } from '../storage/lookups.js';
import type { DbState, GridRecord, ShadowRecord, VersionRecord } from '../storage/records.js';

/**
 * Lookups scoped to the caller's current account. Another account's ids answer 404, exactly like ids that
 * do not exist, so ids of other accounts cannot be probed.
 */
export function gridOf(db: DbState, caller: Caller, gridId: string): GridRecord {
  const grid = gridById(db.grids, gridId);
  if (!grid || grid.accountId !== caller.account.id) throw notFound('Grid');
  return grid;
}

export function versionOf(db: DbState, grid: GridRecord, versionId: string): VersionRecord {
  const version = versionById(db.versions, versionId);
  if (!version || version.gridId !== grid.id) throw notFound('Grid version');
  return version;
}

export function shadowByToken(db: DbState, caller: Caller, token: string): { shadow: ShadowRecord; grid: GridRecord } {
  const shadow = shadowOfToken(db.shadows, token);
  const grid = shadow && gridById(db.grids, shadow.gridId);
  if (!shadow || !grid || grid.accountId !== caller.account.id) throw notFound('Shadow');
  return { shadow, grid };
}

/** Accounts the caller may act in: their own, or any for an administrator. */
export function canUseAccount(db: DbState, caller: Caller, accountId: number): boolean {
  if (!db.accounts.some((account) => account.id === accountId)) return false;
  return caller.isAdmin || (caller.user?.accountIds.includes(accountId) ?? accountId === caller.account.id);
}
