import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestServer, testServer } from '../../scripts/postgres-cluster.js';
import { JsonFileStorage } from '../../server/storage/json-file-storage.js';
import { PostgresStorage } from '../../server/storage/postgres/postgres-storage.js';
import type { Storage } from '../../server/storage/storage.js';

/** One place a store keeps its data (a folder, a database), opened as often as a test likes. */
export interface StoreLocation {
  open(): Promise<Storage>;
}

/** A kind of store the storage contract tests run against. */
export interface StoreKind {
  readonly name: string;
  /** Once per test file (e.g. a PostgreSQL cluster when none is given). */
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  /** A new empty location. */
  fresh(): Promise<StoreLocation>;
}

export function embeddedStores(): StoreKind {
  const dirs: string[] = [];
  return {
    name: 'embedded',
    setUp: async () => undefined,
    tearDown: async () => {
      for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
    },
    fresh: async () => {
      const dir = await mkdtemp(join(tmpdir(), 'gridcast-contract-'));
      dirs.push(dir);
      return { open: () => JsonFileStorage.open(dir) };
    },
  };
}

/**
 * PostgreSQL stores, each in a database of its own on the server GRIDCAST_TEST_POSTGRES_URL names
 * (`npm test` starts one with scripts/postgres-cluster.ts), else on a throwaway cluster for the file.
 */
export function postgresStores(): StoreKind {
  let server: TestServer | undefined;
  return {
    name: 'postgres',
    setUp: async () => {
      server = await testServer();
    },
    tearDown: async () => server?.done(),
    fresh: async () => {
      const url = await server!.newDatabase();
      return { open: () => PostgresStorage.open(url, { log: () => undefined }) };
    },
  };
}
