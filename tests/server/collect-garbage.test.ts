import { once } from 'node:events';
import { Writable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { COLLECT_AFTER_FILE_BYTES, collectAfterReading, collectOnceAnswered } from '../../server/http/collect-garbage.js';

/** A response that takes whatever is written. */
function response(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

/**
 * Garbage only a full collection frees: an array over V8's large-object size lives in large-object
 * space, which scavenges never collect. Made in a function of its own so no frame keeps it.
 */
function bigGarbage(): WeakRef<object> {
  return new WeakRef(new Array(500_000).fill(0));
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('collection after a request that handled a big file', () => {
  it('collects what that request left, once its answer is sent, and leaves no gc callable', async () => {
    const garbage = bigGarbage();
    // A WeakRef's target stays alive to the end of the turn that made it.
    await nextTurn();
    const res = response();
    collectOnceAnswered({ res } as unknown as Context, COLLECT_AFTER_FILE_BYTES);
    expect(garbage.deref()).toBeDefined();
    res.end();
    await once(res, 'finish');
    await nextTurn();
    await nextTurn();
    expect(garbage.deref()).toBeUndefined();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });

  it('collects after a response that ended before it was asked (a client gone)', async () => {
    const res = response();
    res.end();
    await once(res, 'finish');
    const garbage = bigGarbage();
    await nextTurn();
    collectOnceAnswered({ res } as unknown as Context, COLLECT_AFTER_FILE_BYTES);
    await nextTurn();
    await nextTurn();
    expect(garbage.deref()).toBeUndefined();
  });

  it('collects at once after a big file was read, before what is built beside it', async () => {
    const garbage = bigGarbage();
    await nextTurn();
    collectAfterReading(COLLECT_AFTER_FILE_BYTES);
    expect(garbage.deref()).toBeUndefined();
  });
});
