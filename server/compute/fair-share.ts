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
 * Background tasks (a run's batches: short, many, nobody waiting on one of them) have queues of their own,
 * served in turns too but only when no request's task may start: they may then fill every worker, since a
 * request's task that comes meanwhile waits at most for one batch to end.
 */
export class FairShare<T> {
  /** Accounts with tasks waiting, in the order of their next turn (a Map keeps insertion order). */
  private readonly waiting = new Map<number, T[]>();
  private readonly background = new Map<number, T[]>();
  /** Tasks running per account, in each lane: a request's task is held to its share by the requests' tasks running only. */
  private readonly busy = new Map<number, number>();
  private readonly busyBackground = new Map<number, number>();
  private busyTotal = 0;
  private readonly perAccount: number;

  constructor(private readonly limits: ShareLimits) {
    this.perAccount = workersPerAccount(limits.workers);
  }

  /** Queues a task (a background one in the background lane); false when the account already has as many waiting there as it may. */
  add(account: number, task: T, background = false): boolean {
    const lane = background ? this.background : this.waiting;
    const queue = lane.get(account);
    if (!queue) {
      lane.set(account, [task]);
      return true;
    }
    if (queue.length >= this.limits.queuedPerAccount) return false;
    queue.push(task);
    return true;
  }

  /** Takes a task out of its queue before it started (its deadline passed); false when it was not waiting. */
  remove(account: number, task: T): boolean {
    for (const lane of [this.waiting, this.background]) {
      const queue = lane.get(account);
      const at = queue ? queue.indexOf(task) : -1;
      if (!queue || at < 0) continue;
      queue.splice(at, 1);
      if (queue.length === 0) lane.delete(account);
      return true;
    }
    return false;
  }

  /** The next task that may start now, its slot taken; undefined when none may. */
  take(): { readonly account: number; readonly task: T } | undefined {
    if (this.busyTotal >= this.limits.workers) return undefined;
    return this.served(this.waiting, this.busy, this.perAccount) ?? this.served(this.background, this.busyBackground, this.limits.workers);
  }

  private served(lane: Map<number, T[]>, busy: Map<number, number>, share: number): { readonly account: number; readonly task: T } | undefined {
    for (const [account, queue] of lane) {
      if ((busy.get(account) ?? 0) >= share) continue;
      const task = queue.shift() as T;
      // Served: the account's next task waits for every other account's turn.
      lane.delete(account);
      if (queue.length) lane.set(account, queue);
      busy.set(account, (busy.get(account) ?? 0) + 1);
      this.busyTotal++;
      return { account, task };
    }
    return undefined;
  }

  /** Gives back the slot of a task that ended (a background one's with `background`). */
  release(account: number, background = false): void {
    const busy = background ? this.busyBackground : this.busy;
    const held = (busy.get(account) ?? 0) - 1;
    if (held > 0) busy.set(account, held);
    else busy.delete(account);
    this.busyTotal--;
  }

  /** Tasks running, all accounts together. */
  get running(): number {
    return this.busyTotal;
  }

  /** Tasks waiting, all accounts together. */
  get queued(): number {
    let total = 0;
    for (const lane of [this.waiting, this.background]) for (const queue of lane.values()) total += queue.length;
    return total;
  }
}
