import { describe, expect, it } from 'vitest';
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
