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

/** The shortest time between two batches: at most 20 renders a second for others' edits. */
export const MIN_BATCH_INTERVAL_MS = 50;

let lastBatch = 0;

/**
 * The next animation frame at least MIN_BATCH_INTERVAL_MS after the last batch, or NO_FRAME_WAIT_MS
 * where frames do not come, whichever is first.
 */
export function nextFrame(flush: () => void): void {
  let frame = 0;
  const run = () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    lastBatch = performance.now();
    flush();
  };
  const timer = setTimeout(run, Math.max(NO_FRAME_WAIT_MS, MIN_BATCH_INTERVAL_MS));
  const wait = lastBatch + MIN_BATCH_INTERVAL_MS - performance.now();
  const onFrame = () => (performance.now() >= lastBatch + MIN_BATCH_INTERVAL_MS - 1 ? run() : (frame = requestAnimationFrame(onFrame)));
  if (wait <= 0) frame = requestAnimationFrame(run);
  else frame = requestAnimationFrame(onFrame);
}

/** At once: where nothing renders (tests, the server), batching buys nothing. */
export const atOnce: Schedule = (flush) => flush();
