import { groupIndex, uniqueIndex } from './record-index.js';
import type { AccountRecord, CastRecord, DocsKeyRecord, GridRecord, SessionRecord, ShadowRecord, UserRecord, VersionRecord } from './records.js';

/** The lookups every request makes (authentication, scoping, shadow views), indexed per snapshot array. */
export const userByApiKeyHash = uniqueIndex((user: UserRecord) => user.apiKeyHash);
export const userById = uniqueIndex((user: UserRecord) => user.id);
export const accountByApiKeyHash = uniqueIndex((account: AccountRecord) => account.apiKeyHash);
export const accountById = uniqueIndex((account: AccountRecord) => account.id);
export const sessionByIdHash = uniqueIndex((session: SessionRecord) => session.idHash);
export const docsKeyByHash = uniqueIndex((key: DocsKeyRecord) => key.keyHash);
export const gridById = uniqueIndex((grid: GridRecord) => grid.id);
export const versionById = uniqueIndex((version: VersionRecord) => version.id);
export const versionsOfGrid = groupIndex((version: VersionRecord) => version.gridId);
export const shadowOfToken = uniqueIndex((shadow: ShadowRecord) => shadow.token);
export const shadowById = uniqueIndex((shadow: ShadowRecord) => shadow.id);
export const castsOfShadow = groupIndex((cast: CastRecord) => cast.shadowId);
