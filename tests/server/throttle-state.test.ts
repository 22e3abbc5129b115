import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryThrottleState, type ThrottleState } from '../../server/auth/throttle-state.js';
import { PostgresStorage } from '../../server/storage/postgres/postgres-storage.js';
import { type TestServer, testServer } from '../../scripts/postgres-cluster.js';

interface StateKind {
  readonly name: string;
  open(): Promise<ThrottleState>;
  close(): Promise<void>;
}

function memory(): StateKind {
  return { name: 'memory', open: async () => new MemoryThrottleState(), close: async () => undefined };
}

/** ThrottleRows on a database of its own, through the store that migrates it. */
function postgres(): StateKind {
  let server: TestServer | undefined;
  const stores: PostgresStorage[] = [];
  return {
    name: 'PostgreSQL',
    open: async () => {
      server ??= await testServer();
      const store = await PostgresStorage.open(await server.newDatabase(), { log: () => undefined });
      stores.push(store);
      return store.throttles;
    },
    close: async () => {
      for (const store of stores) await store.close();
      await server?.done();
    },
  };
}

// The same tests for the state each process keeps alone and the state processes share on PostgreSQL.
describe.each([memory(), postgres()])('sign-in throttle state: $name', (kind: StateKind) => {
  let state: ThrottleState;
  beforeAll(async () => { state = await kind.open(); }, 120_000);
  afterAll(() => kind.close());

  const add = (key: string, now: number, lifeMs = 60_000) => state.update<number>(key, now, (count) => ({ state: (count ?? 0) + 1, expiresAt: now + lifeMs }));

  it('keeps a key\'s state until it expires, and removes it when asked', async () => {
    expect(await state.get('a', 1000)).toBeUndefined();
    await add('a', 1000, 500);
    expect(await state.get('a', 1000)).toBe(1);
    expect(await state.get('a', 1499)).toBe(1);
    expect(await state.get('a', 1500)).toBeUndefined();
    await add('a', 2000);
    expect(await state.get('a', 2000)).toBe(1);
    await state.update('a', 2000, () => undefined);
    expect(await state.get('a', 2000)).toBeUndefined();
  });

  it('counts every one of many concurrent updates of one key', async () => {
    await Promise.all(Array.from({ length: 25 }, () => add('busy', 5000)));
    expect(await state.get('busy', 5000)).toBe(25);
  });

  it('keeps keys that look like SQL as plain text, apart from every other key', async () => {
    const sly = "x' OR '1'='1'); DELETE FROM gridcast_throttles; --";
    await add('plain', 7000);
    await add(sly, 7000);
    await add(sly, 7000);
    expect(await state.get(sly, 7000)).toBe(2);
    expect(await state.get('plain', 7000)).toBe(1);
    expect(await state.get("' OR '1'='1", 7000)).toBeUndefined();
  });
});
