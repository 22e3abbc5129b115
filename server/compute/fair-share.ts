/** How the compute workers are shared between accounts. */
export interface ShareLimits {
  /** Workers in the pool. */
  readonly workers: number;
  /** Tasks an account may have waiting; past it a new one is refused. */
  readonly queuedPerAccount: number;
}

/**
 * The workers one account may keep busy at once: all but one when there are several, so one account's
 * long tasks always leave a worker for the others' (a task cannot be paused, only stopped).
 */
export function workersPerAccount(workers: number): number {
  return Math.max(1, workers - 1);
}

/**
 * Tasks waiting for a compute worker, one queue per account, started in turns: the next task to start is
 * the oldest of the next account in the round that is under its share of the workers. One account's
 * queue, however long, delays another's next task by at most the tasks already running.
 */
export class FairShare<T> {
  /** Accounts with tasks waiting, in the order of their next turn (a Map keeps insertion order). */
  private readonly waiting = new Map<number, T[]>();
  private readonly busy = new Map<number, number>();
  private busyTotal = 0;
  private readonly perAccount: number;

  constructor(private readonly limits: ShareLimits) {
    this.perAccount = workersPerAccount(limits.workers);
  }

  /** Queues a task; false when the account already has as many waiting as it may. */
  add(account: number, task: T): boolean {
    const queue = this.waiting.get(account);
    if (!queue) {
      this.waiting.set(account, [task]);
      return true;
    }
    if (queue.length >= this.limits.queuedPerAccount) return false;
    queue.push(task);
    return true;
  }

  /** Takes a task out of its queue before it started (its deadline passed); false when it was not waiting. */
  remove(account: number, task: T): boolean {
    const queue = this.waiting.get(account);
    const at = queue ? queue.indexOf(task) : -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (queue.length === 0) this.waiting.delete(account);
    return true;
  }

  /** The next task that may start now, its slot taken; undefined when none may. */
  take(): { readonly account: number; readonly task: T } | undefined {
    if (this.busyTotal >= this.limits.workers) return undefined;
    for (const [account, queue] of this.waiting) {
      if ((this.busy.get(account) ?? 0) >= this.perAccount) continue;
      const task = queue.shift() as T;
      // Served: the account's next task waits for every other account's turn.
      this.waiting.delete(account);
      if (queue.length) this.waiting.set(account, queue);
      this.busy.set(account, (this.busy.get(account) ?? 0) + 1);
      this.busyTotal++;
      return { account, task };
    }
    return undefined;
  }

  /** Gives back the slot of a task that ended. */
  release(account: number): void {
    const held = (this.busy.get(account) ?? 0) - 1;
    if (held > 0) this.busy.set(account, held);
    else this.busy.delete(account);
    this.busyTotal--;
  }

  /** Tasks running, all accounts together. */
  get running(): number {
    return this.busyTotal;
  }

  /** Tasks waiting, all accounts together. */
  get queued(): number {
    let total = 0;
    for (const queue of this.waiting.values()) total += queue.length;
    return total;
  }
}
