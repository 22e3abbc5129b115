import {
  gridById, notFound, shadowById, unauthorized, versionById,
  type CastRecord, type DbState, type GridRecord, type Principal, type ShadowRecord, type VersionRecord,
} from '../../../server/plugin-api/index.js';

/**
 * Cast tokens at least this long are capabilities: whoever holds one sees that cast, signed in or not.
 * Shorter ones (an API caller's own names, like "main") are guessable, so they keep needing the session
 * of the cast's account. Tokens the server makes (POST .../token) are 22 characters.
 */
export const SHARED_CAST_TOKEN_LENGTH = 16;

/** A cast as its viewer reads it; `shared` when the caller holds only its token, not its account's session. */
export interface ViewedCast {
  readonly cast: CastRecord;
  readonly shadow: ShadowRecord;
  readonly grid: GridRecord;
  readonly version: VersionRecord;
  readonly shared: boolean;
}

/**
 * The cast a token names, for its viewer and PDF: the caller's own account's cast, or any cast by a token
 * long enough to be a capability. Revoking a cast (or giving it a new token) deletes the old token's record,
 * so the old token answers 404 from then on.
 */
export function castForViewer(db: DbState, caller: Principal | null, token: string): ViewedCast {
  const cast = db.casts.find((candidate) => candidate.id === token);
  const shadow = cast && shadowById(db.shadows, cast.shadowId);
  const grid = shadow && gridById(db.grids, shadow.gridId);
  const version = shadow && versionById(db.versions, shadow.gridVersionId);
  const found = cast && shadow && grid && version?.gridId === grid.id ? { cast, shadow, grid, version } : undefined;
  if (found && caller?.account && caller.account.id === found.grid.accountId) return { ...found, shared: false };
  if (token.length >= SHARED_CAST_TOKEN_LENGTH) {
    if (!found) throw notFound('Cast');
    return { ...found, shared: true };
  }
  // Decided by the token's length alone, so this answer says nothing about whether the cast exists.
  if (!caller) throw unauthorized(`Sign in to see this cast: only cast tokens of ${SHARED_CAST_TOKEN_LENGTH} or more characters are shared without signing in.`);
  throw notFound('Cast');
}
