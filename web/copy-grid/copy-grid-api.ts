import { api } from '../api/client.js';
import type { GridVersionRef } from '../api/types.js';

export interface TargetGrid {
  readonly id: string;
  readonly name: string;
}

export interface TargetAccount {
  readonly id: number;
  readonly name: string;
  readonly grids: readonly TargetGrid[];
}

/** The accounts a copy may go to: the user's own, and for administrators every other one (SPEC section 6). */
export async function loadTargets(): Promise<readonly TargetAccount[]> {
  const answer = await api.get<{ accounts: TargetAccount[]; extraAccounts: TargetAccount[] }>('/api/accounts', { query: { includeGrids: true } });
  return [...answer.accounts, ...answer.extraAccounts].map((account) => ({ ...account, grids: account.grids ?? [] }));
}

/** Grid mode: the template (its current version) becomes a new template in the target account. */
export const copyGrid = (gridId: string, targetAccountId: number, targetGridName: string): Promise<{ grid: TargetGrid }> =>
  api.post(`/api/grids/${encodeURIComponent(gridId)}/copy`, { targetAccountId, targetGridName });

/** Version mode: the version becomes a new version of the target template. */
export const copyVersion = (
  gridId: string,
  versionId: string,
  body: { readonly targetAccountId: number; readonly targetGridId: string; readonly targetVersionName: string; readonly publish: boolean },
): Promise<{ gridVersion: GridVersionRef; grid: TargetGrid & { readonly gridVersions: readonly GridVersionRef[] } }> =>
  api.post(`/api/grids/${encodeURIComponent(gridId)}/versions/${encodeURIComponent(versionId)}/copy`, body);
