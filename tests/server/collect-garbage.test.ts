import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COLLECT_AFTER_FILE_BYTES, collectAfterReading, collectSoon } from '../../server/http/collect-garbage.js';

/**
 * Garbage only a full collection frees: an array over V8's large-object size lives in large-object
 * space, which scavenges never collect. Made in a function of its own so no frame keeps it.
 */
function bigGarbage(): WeakRef<object> {
  return new WeakRef(new Array(500_000).fill(0));
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('collection after a task that handled a big file', () => {
  it('collects what a task that handled a big file left, on the next turn, and leaves no gc callable', async () => {
    const garbage = bigGarbage();
    // A WeakRef's target stays alive to the end of the turn that made it.
    await nextTurn();
    collectSoon(COLLECT_AFTER_FILE_BYTES);
    expect(garbage.deref()).toBeDefined();
    await nextTurn();
    await nextTurn();
    expect(garbage.deref()).toBeUndefined();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });

  it('leaves the garbage of a small file to V8', async () => {
    const garbage = bigGarbage();
    await nextTurn();
    collectSoon(COLLECT_AFTER_FILE_BYTES - 1);
    await nextTurn();
    await nextTurn();
    expect(garbage.deref()).toBeDefined();
  });

  it('collects at once after a big file was read, before what is built beside it', async () => {
    const garbage = bigGarbage();
    await nextTurn();
    collectAfterReading(COLLECT_AFTER_FILE_BYTES);
    expect(garbage.deref()).toBeUndefined();
  });
});
