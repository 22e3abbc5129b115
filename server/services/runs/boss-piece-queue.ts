import PgBoss from 'pg-boss';
import type { PieceJob, PieceQueue } from './piece-queue.js';

const QUEUE = 'gridcast-run-pieces';
/** How often an idle process looks for pieces (besides when it queues some itself). */
const POLL_MS = 500;

export interface BossOptions {
  readonly connectionString: string;
  /** A piece taken by a process that has not finished it after this is given to another (the process is taken for dead). */
  readonly expireSeconds: number;
  /** How often expired pieces are looked for. */
  readonly maintenanceSeconds: number;
  readonly log: (line: string) => void;
  /** Runs `work` holding a lock shared by every process: pg-boss's start and queue creation deadlock when two processes make them at once. */
  readonly exclusively: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Pieces of runs as jobs of a pg-boss queue that every server process on the database works from. A
 * process takes pieces as its workers free up (`fetch`), and completes each once its results are
 * stored; a piece it leaves (it is stopping) is failed, so another process retries it at once, and a piece
 * held by a process that died expires and is retried by the others. A piece computed twice is stored once
 * (the run store's rule), so no input is answered twice and none is lost.
 */
export class BossPieceQueue implements PieceQueue {
  private readonly boss: PgBoss;
  private readonly running = new Set<Promise<void>>();
  private work: ((job: PieceJob) => Promise<void>) | undefined;
  private concurrency = 1;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private fetching = false;

  constructor(private readonly options: BossOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString, max: 4, schema: 'gridcast_pgboss',
      maintenanceIntervalSeconds: options.maintenanceSeconds,
    });
    this.boss.on('error', (error: Error) => options.log(`runs: job queue: ${error.message}`));
  }

  async start(work: (job: PieceJob) => Promise<void>, concurrency: number): Promise<void> {
    this.work = work;
    this.concurrency = concurrency;
    await this.options.exclusively(async () => {
      await this.boss.start();
      if (!(await this.boss.getQueue(QUEUE))) await this.boss.createQueue(QUEUE, { name: QUEUE, expireInSeconds: this.options.expireSeconds, retryLimit: 1000, retryDelay: 0 });
    });
    this.poll();
  }

  async add(runId: string, pieces: readonly number[]): Promise<void> {
    for (let at = 0; at < pieces.length; at += 1000) {
      await this.boss.insert(pieces.slice(at, at + 1000).map((piece) => ({ name: QUEUE, data: { runId, piece }, expireInSeconds: this.options.expireSeconds, retryLimit: 1000, retryDelay: 0 })));
    }
    this.poll();
  }

  /** A cancelled run's waiting pieces are taken and completed at once (the run is no longer running). */
  async drop(): Promise<void> {
    return undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
    await this.boss.stop({ graceful: false, close: true, wait: true }).catch(() => undefined);
  }

  private poll(): void {
    if (this.stopped || this.fetching || !this.work) return;
    clearTimeout(this.timer);
    this.fetching = true;
    void this.fetchMore().finally(() => {
      this.fetching = false;
      if (!this.stopped) this.timer = setTimeout(() => this.poll(), POLL_MS);
    });
  }

  private async fetchMore(): Promise<void> {
    while (!this.stopped && this.running.size < this.concurrency) {
      let jobs: { id: string; data: PieceJob }[];
      try {
        jobs = await this.boss.fetch<PieceJob>(QUEUE, { batchSize: this.concurrency - this.running.size });
      } catch (error) {
        this.options.log(`runs: could not take pieces: ${(error as Error).message}`);
        return;
      }
      if (jobs.length === 0) return;
      for (const job of jobs) {
        const running = this.work!(job.data)
          .then(() => this.boss.complete(QUEUE, job.id), () => this.boss.fail(QUEUE, job.id))
          .catch((error: Error) => this.options.log(`runs: piece ${job.data.piece} of run ${job.data.runId}: ${error.message}`))
          .finally(() => {
            this.running.delete(running);
            this.poll();
          });
        this.running.add(running);
      }
    }
  }
}
