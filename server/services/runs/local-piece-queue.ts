import type { PieceJob, PieceQueue } from './piece-queue.js';

/**
 * Pieces waiting in this process, a queue per run served in turns (so a long run does not hold a short
 * one behind it), at most `concurrency` computing at once: enough to keep every compute worker busy
 * while results are stored.
 */
export class LocalPieceQueue implements PieceQueue {
  private readonly waiting = new Map<string, number[]>();
  private readonly running = new Set<Promise<void>>();
  private work: ((job: PieceJob) => Promise<void>) | undefined;
  private concurrency = 1;
  private stopped = false;

  async start(work: (job: PieceJob) => Promise<void>, concurrency: number): Promise<void> {
    this.work = work;
    this.concurrency = concurrency;
    this.pump();
  }

  async add(runId: string, pieces: readonly number[]): Promise<void> {
    if (pieces.length === 0) return;
    this.waiting.set(runId, [...(this.waiting.get(runId) ?? []), ...pieces]);
    this.pump();
  }

  async drop(runId: string): Promise<void> {
    this.waiting.delete(runId);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.running]);
  }

  private pump(): void {
    while (this.work && !this.stopped && this.running.size < this.concurrency) {
      const job = this.next();
      if (!job) return;
      // A piece that failed or was left is computed again at the next start (its run is still running then).
      const running = this.work(job).catch(() => undefined).finally(() => {
        this.running.delete(running);
        this.pump();
      });
      this.running.add(running);
    }
  }

  private next(): PieceJob | undefined {
    for (const [runId, pieces] of this.waiting) {
      const piece = pieces.shift()!;
      // Served: the run's next piece waits for every other run's turn.
      this.waiting.delete(runId);
      if (pieces.length) this.waiting.set(runId, pieces);
      return { runId, piece };
    }
    return undefined;
  }
}
