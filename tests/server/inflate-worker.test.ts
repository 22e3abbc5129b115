import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { InflateError, InflateWorker } from '../../server/http/inflate-worker.js';

const worker = new InflateWorker();
afterAll(() => worker.close());

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
    expect(results.map((result) => result.toString())).toEqual([small, large, large, small].map((body) => body.toString()));
  });

  it('stops at the limit, and refuses data that is not of its encoding', async () => {
    const bomb = gzipSync(Buffer.alloc(4 << 20));
    await expect(worker.inflate(bomb, 'gzip', 1 << 20)).rejects.toMatchObject({ tooLarge: true });
    await expect(worker.inflate(Buffer.from('not gzip at all'), 'gzip', 1 << 20)).rejects.toBeInstanceOf(InflateError);
    await expect(worker.inflate(Buffer.from('not gzip at all'), 'gzip', 1 << 20)).rejects.toMatchObject({ tooLarge: false });
    // It still works after refusing.
    expect((await worker.inflate(gzipSync('{}'), 'gzip', 1 << 20)).toString()).toBe('{}');
  });
});
