import { describe, expect, it, vi } from 'vitest';
import { BatchQueue } from '../../../../plugins/collab/web/batch-queue.js';

/** A schedule the test runs by hand, as the batch's task would. */
function manualSchedule() {
  const due: (() => void)[] = [];
  return { schedule: (flush: () => void) => void due.push(flush), run: () => due.splice(0).forEach((flush) => flush()), waiting: () => due.length };
}

describe('a batch queue', () => {
  it('hands on everything that came before its task together, in order, and asks for one task per batch', () => {
    const tasks = manualSchedule();
    const delivered: number[] = [];
    const queue = new BatchQueue<number>((item) => delivered.push(item), tasks.schedule);
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(delivered).toEqual([]);
    expect(tasks.waiting()).toBe(1);
    tasks.run();
    expect(delivered).toEqual([1, 2, 3]);
    queue.push(4);
    expect(tasks.waiting()).toBe(1);
    tasks.run();
    expect(delivered).toEqual([1, 2, 3, 4]);
  });

  it('delivers at once on flush, and the task that comes later finds nothing twice', () => {
    const tasks = manualSchedule();
    const delivered: string[] = [];
    const queue = new BatchQueue<string>((item) => delivered.push(item), tasks.schedule);
    queue.push('a');
    queue.flush();
    expect(delivered).toEqual(['a']);
    tasks.run();
    expect(delivered).toEqual(['a']);
  });

  it('keeps what follows an item whose delivery throws for the next flush', () => {
    const tasks = manualSchedule();
    const delivered: number[] = [];
    const queue = new BatchQueue<number>((item) => {
      if (item === 2) throw new Error('bad item');
      delivered.push(item);
    }, tasks.schedule);
    [1, 2, 3].forEach((item) => queue.push(item));
    expect(() => tasks.run()).toThrow('bad item');
    expect(delivered).toEqual([1]);
    queue.flush();
    expect(delivered).toEqual([1, 3]);
  });

  it('forgets what is queued when cleared', () => {
    const tasks = manualSchedule();
    const delivered: number[] = [];
    const queue = new BatchQueue<number>((item) => delivered.push(item), tasks.schedule);
    queue.push(1);
    queue.clear();
    tasks.run();
    expect(delivered).toEqual([]);
  });
});

describe('the next task for a batch', () => {
  it('comes at once while the tab keeps up, 50 ms after the last batch once one kept it busy, and never asks for a frame', async () => {
    let clock = 1000;
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The page's clock and the timers' go on together, a millisecond at a time.
    const wait = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(0);
      for (let i = 0; i < ms; i++) {
        clock += 1;
        await vi.advanceTimersByTimeAsync(1);
      }
    };
    try {
      const { nextTask, MIN_BATCH_INTERVAL_MS } = await import('../../../../plugins/collab/web/batch-queue.js');
      const at: number[] = [];
      let busyMs = 0;
      // A batch's delivery, and its rendering in a microtask after it, hold the thread busyMs.
      const batch = () => nextTask(() => {
        at.push(clock);
        queueMicrotask(() => (clock += busyMs));
      });
      batch();
      await wait(0);
      await wait(5);
      batch();
      await wait(0);
      expect(at).toEqual([1000, 1005]);
      busyMs = 30;
      batch();
      await wait(0);
      busyMs = 0;
      batch();
      await wait(0);
      expect(at).toHaveLength(3);
      await wait(MIN_BATCH_INTERVAL_MS);
      expect(at).toHaveLength(4);
      expect(at[3] - at[2]).toBe(MIN_BATCH_INTERVAL_MS);
      // That batch was quick: the next one comes at once again.
      batch();
      await wait(0);
      expect(at).toHaveLength(5);
      expect(frames).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });
});
