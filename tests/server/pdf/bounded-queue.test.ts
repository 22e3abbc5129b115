import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueFullError } from '../../../server/pdf/bounded-queue.js';

/** A job that finishes when told to. */
function gate(): { job: () => Promise<string>; open: (value: string) => void; started: () => boolean } {
  let open!: (value: string) => void;
  let started = false;
  const done = new Promise<string>((resolve) => { open = resolve; });
  return { job: () => { started = true; return done; }, open, started: () => started };
}

describe('BoundedQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in the order they came', async () => {
    const queue = new BoundedQueue(2, 5);
    const gates = [gate(), gate(), gate(), gate()];
    const results = gates.map((g) => queue.run(g.job));
    await Promise.resolve();
    expect(gates.map((g) => g.started())).toEqual([true, true, false, false]);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    gates[1].open('b');
    await expect(results[1]).resolves.toBe('b');
    await Promise.resolve();
    expect(gates.map((g) => g.started())).toEqual([true, true, true, false]);
    gates[0].open('a');
    gates[2].open('c');
    gates[3].open('d');
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job at once when the queue is full, and takes jobs again once it drains', async () => {
    const queue = new BoundedQueue(1, 1);
    const first = gate();
    const second = gate();
    const running = queue.run(first.job);
    const waiting = queue.run(second.job);
    await expect(queue.run(gate().job)).rejects.toBeInstanceOf(QueueFullError);
    await expect(queue.run(gate().job)).rejects.toThrow('The PDF printer is busy: too many PDFs are waiting. Try again in a moment.');
    first.open('1');
    second.open('2');
    await expect(Promise.all([running, waiting])).resolves.toEqual(['1', '2']);
    await expect(queue.run(async () => 'again')).resolves.toBe('again');
  });

  it('frees the slot of a job that failed', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
