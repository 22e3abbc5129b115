/** How long a batch waits where no frame comes (a hidden tab has none): others' edits still apply. */
export const NO_FRAME_WAIT_MS = 100;

/** Runs `flush` once, later: the page's way to say when (the next frame, or at once in tests). */
export type Schedule = (flush: () => void) => void;

/**
 * Hands queued items on in batches. Each message from the live socket is a task of its own, and the
 * editor renders and paints after each: with ten co-editors that is fifty renders a second, and a busy
 * tab falls ever further behind. Batched per frame, a busy tab applies all that came during a frame
 * and renders once, so its work per edit falls as the load rises.
 */
export class FrameQueue<T> {
  private readonly items: T[] = [];
  private scheduled = false;

  constructor(private readonly deliver: (item: T) => void, private readonly schedule: Schedule) {}

  push(item: T): void {
    this.items.push(item);
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  /** Delivers every queued item now, in order (before the connection's state changes, say). */
  flush(): void {
    // One at a time: should delivering one throw, the rest stay queued for the next flush.
    while (this.items.length > 0) this.deliver(this.items.shift() as T);
  }

  clear(): void {
    this.items.length = 0;
  }
}

/** The shortest time between two batches while the tab is busy: at most 20 renders a second for others' edits. */
export const MIN_BATCH_INTERVAL_MS = 50;

/** A batch whose next frame came later than this after it began kept the tab busy (a frame is ~17 ms). */
export const BUSY_BATCH_MS = 34;

let lastBatch = 0;
let lastBatchBusy = false;

/**
 * The next animation frame, or NO_FRAME_WAIT_MS where frames do not come, whichever is first. A tab that
 * the last batch kept busy (its rendering took the next frame past BUSY_BATCH_MS) waits MIN_BATCH_INTERVAL_MS
 * from that batch, so a loaded tab renders others' edits in bigger, fewer batches; one that keeps up
 * renders them at the next frame.
 */
export function nextFrame(flush: () => void): void {
  let frame = 0;
  const run = () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    const started = performance.now();
    lastBatch = started;
    // Asked before the batch runs, so it comes before the frames asked for what arrives meanwhile.
    requestAnimationFrame(() => (lastBatchBusy = performance.now() - started > BUSY_BATCH_MS));
    flush();
  };
  const timer = setTimeout(run, Math.max(NO_FRAME_WAIT_MS, MIN_BATCH_INTERVAL_MS));
  // Decided at the frame: what came during a busy batch's rendering learns it was busy in the frame after.
  const onFrame = () => (!lastBatchBusy || performance.now() >= lastBatch + MIN_BATCH_INTERVAL_MS - 1 ? run() : (frame = requestAnimationFrame(onFrame)));
  frame = requestAnimationFrame(onFrame);
}

/** At once: where nothing renders (tests, the server), batching buys nothing. */
export const atOnce: Schedule = (flush) => flush();
