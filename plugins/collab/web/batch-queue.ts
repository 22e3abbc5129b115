/** Runs `flush` once, later: the page's way to say when (a task of its own, or at once in tests). */
export type Schedule = (flush: () => void) => void;

/**
 * Hands queued items on in batches. Each message from the live socket is a task of its own, and the
 * editor renders and paints after each: with ten co-editors that is fifty renders a second, and a busy
 * tab falls ever further behind. Batched, a busy tab applies all that came while it was busy and renders
 * once, so its work per edit falls as the load rises.
 */
export class BatchQueue<T> {
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

/** A batch whose delivery and rendering took longer than this kept the tab busy. */
export const BUSY_BATCH_MS = 20;

let lastBatch = -Infinity;
let lastBatchBusy = false;

/**
 * A task of its own, soon: at once while the tab keeps up, and MIN_BATCH_INTERVAL_MS after the last batch
 * when that one kept it busy (BUSY_BATCH_MS), so a loaded tab renders others' edits in bigger, fewer
 * batches. Not an animation frame: asking for one per batch made the renderer, its compositor and the
 * GPU process make a frame for each of others' edits, most of which change nothing in sight (about a
 * quarter of a receiving tab's CPU per edit, with its GPU's share). A batch that paints does so in its task, and the next frame shows it.
 * Messages that came while the tab was busy are queued before the timer's task: they make one batch.
 */
export function nextTask(flush: () => void): void {
  const wait = lastBatchBusy ? Math.max(0, lastBatch + MIN_BATCH_INTERVAL_MS - performance.now()) : 0;
  setTimeout(() => {
    const started = performance.now();
    lastBatch = started;
    flush();
    // After the render the batch asked for: React renders a store's change in a microtask queued before this one.
    queueMicrotask(() => (lastBatchBusy = performance.now() - started > BUSY_BATCH_MS));
  }, wait);
}

/** At once: where nothing renders (tests, the server), batching buys nothing. */
export const atOnce: Schedule = (flush) => flush();
