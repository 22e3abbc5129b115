import { describe, expect, it } from 'vitest';
import { CoalescedRefresh } from '../../server/storage/postgres/coalesced-refresh.js';

/** A database stand-in: writes bump `committed`; a look takes its snapshot as it starts and ends a little later. */
function fakeDatabase() {
  const state = { committed: 0, seen: 0, looks: 0 };
  const refresh = new CoalescedRefresh(async () => {
    state.looks++;
    const snapshot = state.committed;
    await new Promise((done) => setTimeout(done, 1 + Math.random() * 3));
    state.seen = Math.max(state.seen, snapshot);
  });
  return { state, refresh };
}

describe('CoalescedRefresh (a look at the database shared by the callers of a moment)', () => {
  it('resolves each caller only with a look that began after its call, while looks keep running', async () => {
    const { state, refresh } = fakeDatabase();
    let running = true;
    const others = (async () => {
      while (running) await Promise.all([refresh.after(), refresh.after()]);
    })();
    const callers = Array.from({ length: 200 }, async (_, i) => {
      await new Promise((done) => setTimeout(done, Math.random() * 50));
      state.committed++;
      const acknowledged = state.committed;
      await refresh.after();
      return state.seen >= acknowledged || `caller ${i} saw ${state.seen} < ${acknowledged}`;
    });
    const outcomes = await Promise.all(callers);
    running = false;
    await others;
    expect(outcomes.filter((outcome) => outcome !== true)).toEqual([]);
  });

  it('shares one look among the callers of one turn of the event loop', async () => {
    const { state, refresh } = fakeDatabase();
    await Promise.all(Array.from({ length: 50 }, () => refresh.after()));
    expect(state.looks).toBe(1);
    await refresh.settle();
  });

  it('passes a failed look on to its callers and looks again for the next ones', async () => {
    let fail = true;
    const refresh = new CoalescedRefresh(async () => {
      if (fail) throw new Error('database down');
    });
    await expect(refresh.after()).rejects.toThrow('database down');
    fail = false;
    await expect(refresh.after()).resolves.toBeUndefined();
  });
});
