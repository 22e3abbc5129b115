import type { AccountRecord, DbState, GridRecord, PaletteRecord, ShadowRecord, UserRecord, VersionRecord } from '../storage/records.js';
import type { z } from './zod.js';
import type { GridSummary, GridVersionRef, PaletteView, ShadowSummary, UserView } from './schemas.js';

/** What the API shows of each record: never password hashes, content keys or other accounts' data. */
export function versionRef(version: VersionRecord): z.infer<typeof GridVersionRef> {
  return { id: version.id, name: version.name, published: version.published, updatedAt: version.updatedAt };
}

export function gridSummary(db: DbState, grid: GridRecord): z.infer<typeof GridSummary> {
  const versions = db.versions.filter((version) => version.gridId === grid.id);
  const current = versions.find((version) => version.id === grid.currentVersionId) ?? versions[0];
  return {
    id: grid.id, name: grid.name, token: grid.token, isCore: grid.isCore, published: grid.published,
    accountId: grid.accountId, updatedAt: grid.updatedAt, gridVersion: versionRef(current), gridVersions: versions.map(versionRef),
  };
}

export function shadowSummary(shadow: ShadowRecord): z.infer<typeof ShadowSummary> {
  return {
    id: shadow.id, gridId: shadow.gridId, token: shadow.token, name: shadow.name,
    gridVersionId: shadow.gridVersionId, updatedAt: shadow.updatedAt, revision: shadow.revision,
  };
}

export function userView(db: DbState, user: UserRecord, current: AccountRecord | null, assumedBy?: UserRecord): z.infer<typeof UserView> {
  const accounts = user.accountIds.flatMap((id) => db.accounts.filter((account) => account.id === id)).map(({ id, name }) => ({ id, name }));
  return {
    id: user.id, email: user.email, asAdmin: user.asAdmin || Boolean(assumedBy),
    accountId: current?.id ?? null, accounts, ...(assumedBy ? { assumedBy: assumedBy.email } : {}),
  };
}

export function paletteView(palette: PaletteRecord, fromLibrary = false): z.infer<typeof PaletteView> {
  return { id: palette.id, name: palette.name, styles: palette.styles, fromLibrary, updatedAt: palette.updatedAt };
}

/** Newest first: what the spec's "added at top" lists expect. */
export function byNewest<T extends { updatedAt: string }>(a: T, b: T): number {
  return b.updatedAt.localeCompare(a.updatedAt);
}
