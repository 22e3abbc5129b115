/**
 * Serialises snapshot writes and lets many changes share one: a change made while a write is running
 * waits for the next write, which carries it together with every other change made meanwhile.
 * Writes never overlap, so the file is never written by two writers at once.
 */
export class GroupCommit {
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly writeSnapshot: () => Promise<void>) {}

  /** Resolves once a write that started after this call has finished. */
  commit(): Promise<void> {
    if (this.next) return this.next;
    if (!this.running) return this.start();
    this.next = this.running.catch(() => undefined).then(() => {
      this.next = null;
      return this.start();
    });
    return this.next;
  }

  /** Waits for writes in flight (used on close). */
  async settle(): Promise<void> {
    while (this.running || this.next) await (this.next ?? this.running)?.catch(() => undefined);
  }

  private start(): Promise<void> {
    const run = this.writeSnapshot().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }
}
