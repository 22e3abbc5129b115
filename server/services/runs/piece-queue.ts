/** One piece of a run to compute. */
export interface PieceJob {
  readonly runId: string;
  readonly piece: number;
}

/**
 * Where the pieces of runs wait to be computed. In one process (the embedded store) a queue in memory,
 * filled again from the store on a start (local-piece-queue.ts); on PostgreSQL a job queue every server
 * process works from (pg-boss: boss-piece-queue.ts), where a piece taken by a process that dies is given
 * to another once its time is up.
 */
export interface PieceQueue {
  /** Starts handing pieces to `work`, at most `concurrency` at once. */
  start(work: (job: PieceJob) => Promise<void>, concurrency: number): Promise<void>;
  add(runId: string, pieces: readonly number[]): Promise<void>;
  /** Forgets the pieces of a run still waiting (a cancelled run). */
  drop(runId: string): Promise<void>;
  /** Stops handing out pieces and waits for those being computed. */
  stop(): Promise<void>;
}
