import { describe, expect, it, vi } from 'vitest';
import { FrameQueue } from '../../../../plugins/collab/web/frame-queue.js';

/** A schedule the test runs by hand, as a frame would. */
function manualSchedule() {
  const due: (() => void)[] = [];
  return { schedule: (flush: () => void) => void due.push(flush), frame: () => due.splice(0).forEach((flush) => flush()), waiting: () => due.length };
}

describe('a frame queue', () => {
  it('hands on everything that came before a frame together, in order, and asks for one frame per batch', () => {
    const frames = manualSchedule();
    const delivered: number[] = [];
    const queue = new FrameQueue<number>((item) => delivered.push(item), frames.schedule);
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(delivered).toEqual([]);
    expect(frames.waiting()).toBe(1);
    frames.frame();
    expect(delivered).toEqual([1, 2, 3]);
    queue.push(4);
    expect(frames.waiting()).toBe(1);
    frames.frame();
    expect(delivered).toEqual([1, 2, 3, 4]);
  });

  it('delivers at once on flush, and the frame that comes later finds nothing twice', () => {
    const frames = manualSchedule();
    const delivered: string[] = [];
    const queue = new FrameQueue<string>((item) => delivered.push(item), frames.schedule);
    queue.push('a');
    queue.flush();
    expect(delivered).toEqual(['a']);
    frames.frame();
    expect(delivered).toEqual(['a']);
  });

  it('keeps what follows an item whose delivery throws for the next flush', () => {
    const frames = manualSchedule();
    const delivered: number[] = [];
    const queue = new FrameQueue<number>((item) => {
      if (item === 2) throw new Error('bad item');
      delivered.push(item);
    }, frames.schedule);
    [1, 2, 3].forEach((item) => queue.push(item));
    expect(() => frames.frame()).toThrow('bad item');
    expect(delivered).toEqual([1]);
    queue.flush();
    expect(delivered).toEqual([1, 3]);
  });

  it('forgets what is queued when cleared', () => {
    const frames = manualSchedule();
    const delivered: number[] = [];
    const queue = new FrameQueue<number>((item) => delivered.push(item), frames.schedule);
    queue.push(1);
    queue.clear();
    frames.frame();
    expect(delivered).toEqual([]);
  });
});

describe('the next frame for a batch', () => {
  it('is the next frame while the tab keeps up, and 50 ms after the last batch once a batch kept it busy', async () => {
    // Frames by hand: each comes 16 ms after the last, later when a batch held the thread.
    let clock = 1000;
    let callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frame = (after = 16) => {
      clock += after;
      const due = callbacks;
      callbacks = [];
      due.forEach((callback) => callback(clock));
    };
    try {
      const { nextFrame, MIN_BATCH_INTERVAL_MS } = await import('../../../../plugins/collab/web/frame-queue.js');
      const at: number[] = [];
      let busyMs = 0;
      const batch = () => nextFrame(() => {
        at.push(clock);
        clock += busyMs;
      });
      batch();
      frame();
      frame();
      batch();
      frame();
      expect(at).toEqual([1016, 1048]);
      // A batch whose rendering holds the thread 20 ms (its next frame 36 ms after it began): what
      // arrives meanwhile waits 50 ms from it, not the next frame.
      busyMs = 20;
      batch();
      frame();
      busyMs = 0;
      batch();
      frame();
      frame();
      frame();
      expect(at).toHaveLength(4);
      expect(at[3] - at[2]).toBeGreaterThanOrEqual(MIN_BATCH_INTERVAL_MS);
      expect(at[3] - at[2]).toBeLessThan(MIN_BATCH_INTERVAL_MS + 17);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });
});
