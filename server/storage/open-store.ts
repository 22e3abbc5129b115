import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { JsonFileStorage } from './json-file-storage.js';
import { CommandLogFiles } from './command-log-files.js';
import type { CommandLog } from './command-log.js';
import type { PostgresStorage } from './postgres/postgres-storage.js';
import type { Storage } from './storage.js';

/** The store a server runs on, and how to name it in the start-up line. */
export interface OpenedStore {
  readonly storage: Storage;
  /** "data in /srv/data" or "PostgreSQL at db.example:5432/gridcast". */
  readonly where: string;
  /** Present for PostgreSQL: secrets every process must share live in the database, not in a data folder. */
  readonly postgres?: PostgresStorage;
  /** The live channel's command logs: files beside the embedded store, or PostgreSQL's table. */
  readonly commands: CommandLog;
}

/** A store location that cannot be used (bad connection string, unreachable database): one clear line. */
export class StoreLocationError extends Error {
  override readonly name = 'StoreLocationError';
}

/**
 * The PostgreSQL connection string asked for: `store` (`--store`), else DATABASE_URL; undefined means the
 * embedded store. Anything else given is refused.
 */
export function postgresUrlOf(store: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  const chosen = store ?? (env.DATABASE_URL || undefined);
  if (chosen === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(chosen);
  } catch {
    throw new StoreLocationError(`--store ${redacted(chosen)}: expected a connection string like postgres://user:password@host:5432/database`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new StoreLocationError(`--store ${redacted(chosen)}: only PostgreSQL is supported (postgres://user:password@host:5432/database)`);
  }
  return chosen;
}

export async function openStore(options: { store?: string; dataDir: string; env: NodeJS.ProcessEnv; log: (line: string) => void }): Promise<OpenedStore> {
  const url = postgresUrlOf(options.store, options.env);
  if (url === undefined) {
    const dataDir = resolve(options.dataDir);
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const storage = await JsonFileStorage.open(dataDir);
    return { storage, where: `data in ${dataDir}`, commands: await CommandLogFiles.open(dataDir) };
  }
  const where = `PostgreSQL at ${describe(url)}`;
  let postgres: PostgresStorage;
  try {
    // pg is loaded only for a server that uses it (~15 MB the embedded store does without).
    const { PostgresStorage } = await import('./postgres/postgres-storage.js');
    postgres = await PostgresStorage.open(url, { log: options.log, poolSize: poolSizeOf(options.env) });
  } catch (error) {
    throw new StoreLocationError(`cannot use ${where}: ${oneLine(error)}`);
  }
  // Content of saves never acknowledged (a process killed between putting it and its record write).
  postgres.removeUnusedContent().catch((error: Error) => options.log(`unused content not removed: ${error.message}`));
  return { storage: postgres, where, postgres, commands: postgres.commands };
}

/** GRIDCAST_PG_POOL: connections per process (default 10). */
function poolSizeOf(env: NodeJS.ProcessEnv): number | undefined {
  const size = Number(env.GRIDCAST_PG_POOL);
  return Number.isInteger(size) && size > 0 ? size : undefined;
}

/** host:port/database, never the password. */
function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname || '/'}`;
}

function redacted(text: string): string {
  return text.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? (error.message || (error as { code?: string }).code || error.name) : String(error);
  const aggregate = error instanceof AggregateError && error.errors[0] instanceof Error ? error.errors[0].message : undefined;
  return (aggregate ?? message).split('\n')[0];
}
