/** Refused because as many jobs are waiting as the queue holds. */
export class QueueFullError extends Error {
  constructor() {
    super('The PDF printer is busy: too many PDFs are waiting. Try again in a moment.');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` jobs at once, in the order they came; up to `capacity` more wait their turn,
 * and a job beyond those is refused at once (QueueFullError), so a burst cannot pile up without bound.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency: number, private readonly capacity: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else {
      if (this.waiting.length >= this.capacity) throw new QueueFullError();
      // The finishing job hands its slot over, so `running` stays counted.
      await new Promise<void>((start) => this.waiting.push(start));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get size(): { readonly running: number; readonly waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
