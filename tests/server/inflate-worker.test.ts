import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { InflateError, InflateWorker } from '../../server/http/inflate-worker.js';
import { InflateSlots, type Slot } from '../../server/http/inflate-slots.js';

const worker = new InflateWorker();
afterAll(() => worker.close());

const text = async (data: Buffer, encoding = 'gzip', limit = 1 << 20): Promise<string> => {
  const inflated = await worker.inflate(data, encoding, limit);
  const result = inflated.bytes.toString();
  inflated.release();
  return result;
};

describe('InflateWorker', () => {
  it('inflates small and large bodies of each encoding, each request to its own result', async () => {
    const small = Buffer.from('{"a":1}');
    const large = Buffer.from(JSON.stringify({ cells: Array.from({ length: 20000 }, (_, i) => ({ value: i })) }));
    const results = await Promise.all([
      worker.inflate(gzipSync(small), 'gzip', 1 << 20),
      worker.inflate(gzipSync(large), 'gzip', 1 << 20),
      worker.inflate(deflateSync(large), 'deflate', 1 << 20),
      worker.inflate(brotliCompressSync(small), 'br', 1 << 20),
    ]);
    expect(results.map((result) => result.bytes.toString())).toEqual([small, large, large, small].map((body) => body.toString()));
    for (const result of results) result.release();
  });

  it('stops at the limit, and refuses data that is not of its encoding', async () => {
    const bomb = gzipSync(Buffer.alloc(4 << 20));
    await expect(worker.inflate(bomb, 'gzip', 1 << 20)).rejects.toMatchObject({ tooLarge: true });
    await expect(worker.inflate(Buffer.from('not gzip at all'), 'gzip', 1 << 20)).rejects.toBeInstanceOf(InflateError);
    await expect(worker.inflate(Buffer.from('not gzip at all'), 'gzip', 1 << 20)).rejects.toMatchObject({ tooLarge: false });
    // It still works after refusing.
    expect(await text(gzipSync('{}'))).toBe('{}');
  });

  it('reuses the memory of a released body, and never the memory of one still held', async () => {
    const first = await worker.inflate(gzipSync('{"first":1}'), 'gzip', 1 << 20);
    const held = await worker.inflate(gzipSync('{"held":2}'), 'gzip', 1 << 20);
    first.release();
    first.release();
    const third = await worker.inflate(gzipSync('{"third":3}'), 'gzip', 1 << 20);
    expect(held.bytes.toString()).toBe('{"held":2}');
    expect(third.bytes.toString()).toBe('{"third":3}');
    expect(third.bytes.buffer).toBe(first.bytes.buffer);
    held.release();
    third.release();
  });

  it('inflates a body larger than the slots, then grows them', async () => {
    const big = Buffer.from('x'.repeat(3 << 20));
    expect(await text(gzipSync(big), 'gzip', 4 << 20)).toBe(big.toString());
    const again = await worker.inflate(gzipSync(big), 'gzip', 4 << 20);
    expect(again.bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(again.bytes.toString()).toBe(big.toString());
    again.release();
  });
});

describe('InflateSlots', () => {
  const slotsWith = () => {
    const told: string[] = [];
    const slots = new InflateSlots((slot) => told.push(`added ${slot.id}`), (slot) => told.push(`dropped ${slot.id}`));
    return { slots, told };
  };

  it('hands out a slot once at a time, and tells which exist', () => {
    const { slots, told } = slotsWith();
    const a = slots.take();
    const b = slots.take();
    expect(a).not.toBe(b);
    slots.give(a, 10);
    expect(slots.take()).toBe(a);
    expect(told).toEqual(['added 0', 'added 1']);
  });

  it('drops slots smaller than the bodies seen, and those of a worker that is gone', () => {
    const { slots, told } = slotsWith();
    const small = slots.take();
    const other = slots.take();
    slots.give(small, 3_000_000);
    const grown: Slot = slots.take();
    expect(grown.memory.byteLength).toBe(4 * 1024 * 1024);
    slots.clear();
    slots.give(other, 10);
    slots.give(grown, 10);
    expect(told).toEqual(['added 0', 'added 1', 'dropped 0', 'added 2']);
    expect(slots.take().id).toBe(3);
  });

  it('sizes slots for recent bodies: one large body is forgotten, and its memory goes', () => {
    const { slots, told } = slotsWith();
    const large = slots.take();
    slots.give(large, 3_000_000);
    expect(slots.take().memory.byteLength).toBe(4 * 1024 * 1024);
    for (let i = 0; i < 128; i++) slots.give(slots.take(), 1000);
    const small = slots.take();
    expect(small.memory.byteLength).toBe(256 * 1024);
    // The 4 MB slot the small bodies went through was dropped, not kept for them.
    expect(told).toContain('dropped 2');
  });
});
