import { StorageUnavailableError } from '../unavailable.js';

/** Socket-level failures: the server is not there (yet, or any more). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether a pg error means the database could not be used rather than that the statement was wrong:
 * SQLSTATE classes 08 (connection exception), 57P (shutdown, cannot connect now), 53300 (too many
 * connections), or node-postgres' own messages for a dropped connection or a pool that waited too long.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || code.startsWith('57P') || code === '53300')) return true;
  return /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i.test(error.message);
}

/** Runs a database call; a connection failure comes out as StorageUnavailableError, anything else as it was. */
export async function unlessUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isConnectionError(error) ? new StorageUnavailableError(error) : error;
  }
}
