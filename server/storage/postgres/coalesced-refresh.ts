/**
 * Looks at the database on behalf of everyone who asked before the look began. A caller waits for a look
 * that starts after its call: looks run one at a time, and the next one starts once the running one has
 * ended and the current turn of the event loop has handed over every request that had arrived (a burst of
 * requests read from their sockets in one turn shares one look instead of each starting its own).
 */
export class CoalescedRefresh {
  private running: Promise<void> | undefined;
  /** The look not started yet, which every caller until it starts shares. */
  private next: Promise<void> | undefined;

  constructor(private readonly look: () => Promise<void>) {}

  /** Resolves once a look that started after this call has ended (rejects as it did). */
  after(): Promise<void> {
    this.next ??= this.turnEnded().then(() => {
      this.next = undefined;
      const run = this.look().finally(() => {
        if (this.running === run) this.running = undefined;
      });
      this.running = run;
      return run;
    });
    return this.next;
  }

  /** Waits for the looks asked for so far (used on close). */
  async settle(): Promise<void> {
    while (this.running || this.next) await (this.next ?? this.running)?.catch(() => undefined);
  }

  private async turnEnded(): Promise<void> {
    await new Promise((done) => setImmediate(done));
    while (this.running) await this.running.catch(() => undefined);
  }
}
