import { hashSecret } from '../auth/secret-hash.js';
import type { DbState } from './records.js';

/** Record fields of stores written before only hashes were kept. */
interface LegacyKeyed { apiKey?: unknown; apiKeyHash?: string }
interface LegacySession { id?: unknown; idHash?: string }

/**
 * A store written before secrets were hashed kept API keys and session ids in plain text: each is
 * replaced by its hash, so keys and signed-in sessions keep working and the plain text leaves the disk
 * with the next write. Returns the records unchanged when there is nothing to convert.
 */
export function hashLegacySecrets(db: DbState): DbState {
  const keyed = <T extends object>(records: readonly T[]): T[] => records.map((record) => {
    const { apiKey, ...rest } = record as T & LegacyKeyed;
    return typeof apiKey === 'string' ? { ...rest, apiKeyHash: hashSecret(apiKey) } as T : record;
  });
  const legacy = (records: readonly object[], field: string) => records.some((record) => field in record);
  if (!legacy(db.accounts, 'apiKey') && !legacy(db.users, 'apiKey') && !legacy(db.sessions, 'id')) return db;
  return {
    ...db,
    accounts: keyed(db.accounts),
    users: keyed(db.users),
    sessions: db.sessions.map((session) => {
      const { id, ...rest } = session as typeof session & LegacySession;
      return typeof id === 'string' ? { ...rest, idHash: hashSecret(id) } : session;
    }),
  };
}
