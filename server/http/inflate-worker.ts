import { Worker } from 'node:worker_threads';
import { InflateSlots, type Slot } from './inflate-slots.js';

/** Why a body could not be inflated: past the limit, or not data of its encoding. */
export class InflateError extends Error {
  constructor(readonly tooLarge: boolean) {
    super(tooLarge ? 'inflated body past the limit' : 'not data of its encoding');
  }
}

/** An inflated body. `bytes` may be memory the next body is inflated into: read it until `release`, never after. */
export interface Inflated {
  readonly bytes: Buffer;
  /** Lets the memory of `bytes` be reused (safe to call more than once). */
  release(): void;
}

/** The worker's whole code (plain JS, so it runs the same under tsx and plain Node). */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
const decompressors = { gzip: zlib.gunzipSync, 'x-gzip': zlib.gunzipSync, deflate: zlib.inflateSync, br: zlib.brotliDecompressSync };
const slots = new Map();
parentPort.on('message', (message) => {
  if (message.slot) return void slots.set(message.slot.id, new Uint8Array(message.slot.memory));
  if (message.drop !== undefined) return void slots.delete(message.drop);
  const { id, data, encoding, limit, slotId } = message;
  try {
    const out = decompressors[encoding](data, { maxOutputLength: limit });
    const slot = slots.get(slotId);
    if (slot && out.length <= slot.length) {
      slot.set(out);
      return void parentPort.postMessage({ id, length: out.length });
    }
    // A small result shares Node's buffer pool: copy it into memory of its own before handing that over.
    const own = out.byteOffset === 0 && out.byteLength === out.buffer.byteLength ? out : new Uint8Array(out);
    parentPort.postMessage({ id, buffer: own.buffer, length: own.length }, [own.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, tooLarge: error.code === 'ERR_BUFFER_TOO_LARGE' });
  }
});
`;

interface Reply {
  readonly id: number;
  /** The result, when it did not fit the request's slot (otherwise it is in the slot). */
  readonly buffer?: ArrayBuffer;
  readonly length?: number;
  readonly tooLarge?: boolean;
}

interface Waiting {
  readonly slot: Slot;
  resolve(inflated: Inflated): void;
  reject(error: Error): void;
}

/**
 * Inflates request bodies on a worker thread: a 10k-cell save body takes 0.6-0.9 ms of CPU to inflate,
 * about a quarter of the main thread's work per save, and the server's second core is otherwise idle
 * but for the syncs. zlib's own asynchronous calls run on libuv's threadpool, behind the file syncs,
 * and cost 2-2.5x the CPU. Started on first use; it never keeps the process alive.
 * Results come back in shared memory the next request reuses (InflateSlots): a new 360 KB buffer per
 * save was what drove the main thread's garbage collections, full ones included.
 */
export class InflateWorker {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private readonly slots = new InflateSlots(
    (slot) => this.worker?.postMessage({ slot: { id: slot.id, memory: slot.memory } }),
    (slot) => this.worker?.postMessage({ drop: slot.id }),
  );

  inflate(data: Buffer, encoding: string, limit: number): Promise<Inflated> {
    const id = this.nextId++;
    const worker = this.started();
    const slot = this.slots.take();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { slot, resolve, reject });
      worker.postMessage({ id, data, encoding, limit, slotId: slot.id });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error('The inflate worker stopped.'));
    });
    this.worker = worker;
    // A new worker knows no slots: the ones it would be told of again are made anew.
    this.slots.clear();
    return worker;
  }

  private settle({ id, buffer, length = 0, tooLarge }: Reply): void {
    const waiting = this.waiting.get(id);
    this.waiting.delete(id);
    if (!waiting) return;
    const { slot } = waiting;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.slots.give(slot, length);
    };
    if (tooLarge !== undefined) {
      release();
      waiting.reject(new InflateError(tooLarge));
      return;
    }
    waiting.resolve({ bytes: Buffer.from(buffer ?? slot.memory, 0, length), release });
  }

  private failAll(error: Error): void {
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}
