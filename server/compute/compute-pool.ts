import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../http/errors.js';
import type { ComputeTask } from './compute-task.js';
import { FairShare } from './fair-share.js';
import type { ContentText, TaskAnswer, TaskMessage } from './protocol.js';
import { projectWorkerBundle, type WorkerBundle } from './worker-bundle.js';

export interface ComputeConfig {
  /** Worker threads (0: one per core the machine gives this process). */
  readonly workers: number;
  /** What one request's computation may take, its wait for a worker included; past it, 503 and the work is stopped. */
  readonly budgetMs: number;
  /** Tasks one account may have waiting for a worker; past it, 503. */
  readonly queuedPerAccount: number;
  /** What all user-function calls of one request may take together. */
  readonly userFunctionBudgetMs: number;
  /**
   * Start the workers with the server rather than at its first computation (`gridcast serve`): each loads
   * the engine for seconds of CPU, which the first person to open a grid waited for. Tests' servers, most
   * of which compute nothing, leave it off.
   */
  readonly warm?: boolean;
}

/** Gives a stored content document's text, for a worker that lacks it. */
export type ContentSupply = (key: string) => Promise<ContentText>;

/** What the workers load: the bundle of the runtime and task modules, or (undefined) the sources through tsx. */
export type WorkerCode = (log: (line: string) => void) => Promise<WorkerBundle | undefined>;

/** Sending content a worker lacks and running the task again: a task asks for all its keys at once, so one round is the rule. */
const MAX_CONTENT_ROUNDS = 4;

/**
 * The worker's heap. A template of 200k rows takes ~0.5 GB to import or export; past this a worker dies of
 * its own out-of-memory (its request gets 503), never the server.
 */
const WORKER_OLD_GENERATION_MB = 2048;

/** What a worker posts once it has loaded everything it computes with (worker.mjs). */
export const WORKER_READY = 'gridcast-compute-ready';

/** How busy the workers are, for the admin's server stats. */
export interface ComputeStats {
  readonly workers: number;
  readonly running: number;
  readonly waiting: number;
  /** Workers stopped so far: by the budget, or dead of their own out-of-memory. */
  readonly stopped: number;
}

/** How a task is run besides its account and arguments. */
export interface RunOptions {
  /**
   * A run's batch: queued in the background lane (FairShare), and its budget counted from its start, not
   * from when it asked (a run asks for its next batches while earlier ones compute).
   */
  readonly background?: boolean;
  /** Its time budget, when not the pool's. */
  readonly budgetMs?: number;
}

interface Pending {
  readonly account: number;
  readonly options: RunOptions;
  readonly task: ComputeTask<unknown, unknown>;
  readonly args: unknown;
  readonly transfer: readonly Uint8Array[];
  readonly controller: AbortController;
  timer: NodeJS.Timeout | undefined;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: Error) => void;
  /** Keys sent with the task so far: every retry sends them all again, since a retry may meet another worker. */
  readonly sentKeys: Set<string>;
  started: boolean;
  settled: boolean;
  overBudget: boolean;
}

/**
 * Formulas, user functions, casts, imports and exports run here, never on the request thread: a pool of
 * worker threads (piscina), one per core, shared between accounts by FairShare (a queue per account,
 * served in turns; an account keeps at most all workers but one busy). Each request's computation has a
 * time budget from the moment it asks: a task still waiting then is dropped, and a task still running
 * is stopped by terminating its worker; either way the request gets 503. The account whose task was
 * stopped keeps that worker's slot until piscina's replacement has loaded (~0.5 s of CPU from the bundle,
 * ~3 s through tsx), so it is that account, not another, that waits for it.
 * The pool starts with the first task, so a server that computes nothing starts no worker; budgets count
 * from when its first workers are loaded.
 */
export class ComputePool {
  private pool: Promise<Piscina> | undefined;
  private readonly share: FairShare<Pending>;
  private readonly workers: number;
  /** Workers of the first start-up not loaded yet: until they are, no budget counts down. */
  private loading = 0;
  private readonly unarmed: Pending[] = [];
  /** Accounts holding the slot of a worker stopped on their behalf, oldest first, until a replacement is ready. */
  private readonly replacing: { readonly account: number; readonly background?: boolean }[] = [];
  private stopped = 0;
  private closed = false;

  constructor(
    private readonly config: ComputeConfig, private readonly supply: ContentSupply, private readonly log: (line: string) => void,
    private readonly code: WorkerCode = projectWorkerBundle,
  ) {
    this.workers = config.workers > 0 ? config.workers : availableParallelism();
    this.share = new FairShare({ workers: this.workers, queuedPerAccount: config.queuedPerAccount });
  }

  stats(): ComputeStats {
    return { workers: this.workers, running: this.share.running, waiting: this.share.queued, stopped: this.stopped };
  }

  /**
   * Runs `task` for `account` (whose turn and share it takes) within the request's budget. The memory of
   * `transfer` (byte arrays in `args`, each owning its whole buffer) is handed to the worker, not copied:
   * such a task must not ask for content, since its arguments cannot be sent twice.
   */
  run<A, R>(account: number, task: ComputeTask<A, R>, args: A, transfer: readonly Uint8Array[] = [], options: RunOptions = {}): Promise<R> {
    if (this.closed) return Promise.reject(new HttpError(503, 'The server is stopping: try again in a moment.'));
    return new Promise<R>((resolve, reject) => {
      const pending: Pending = {
        account, options, task: task as ComputeTask<unknown, unknown>, args, transfer, controller: new AbortController(), timer: undefined,
        resolve: resolve as (result: unknown) => void, reject, sentKeys: new Set(), started: false, settled: false, overBudget: false,
      };
      void this.started();
      // A background task's budget starts with the task (pump).
      if (!options.background && this.loading > 0) this.unarmed.push(pending);
      else if (!options.background) this.arm(pending);
      if (!this.share.add(account, pending, options.background)) {
        this.settle(pending, new HttpError(503, 'This account has too many computations waiting: try again in a moment.'));
        return;
      }
      this.pump();
    });
  }

  /** Starts the workers now, so that the first computation does not wait for them to load. */
  warm(): void {
    if (!this.closed) void this.started();
  }

  /** Stops every worker (tasks still running are failed). */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await (await pool)?.destroy();
  }

  /** The pool, its workers started (the first time: once the bundle is checked, or built). */
  private started(): Promise<Piscina> {
    if (!this.pool) {
      this.loading = this.workers;
      this.pool = this.code(this.log).then((bundle) => this.piscina(bundle));
    }
    return this.pool;
  }

  private piscina(bundle: WorkerBundle | undefined): Piscina {
    const pool = new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      workerData: { bundle },
      minThreads: this.workers, maxThreads: this.workers,
      // A worker waits for tasks on its event loop (no Atomics.wait), so what a task left running (the
      // user-function sandbox's spare loading, a collection after a big file) goes on between tasks.
      atomics: 'disabled',
      // The worker registers tsx itself when it has no bundle; the parent's loader flags would start a second one.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB },
    });
    pool.on('message', (message: unknown) => {
      if (message !== WORKER_READY || this.loading === 0 || --this.loading > 0) return;
      for (const pending of this.unarmed.splice(0)) this.arm(pending);
    });
    // After start-up, piscina announces a worker once it is ready: a replacement frees the slot its stopped predecessor held.
    pool.on('workerCreate', () => {
      const holder = this.replacing.shift();
      if (holder === undefined) return;
      this.share.release(holder.account, holder.background);
      this.pump();
    });
    pool.on('error', (error: Error) => this.log(`compute worker failed: ${error.message}`));
    return pool;
  }

  /** Starts the request's budget. */
  private arm(pending: Pending): void {
    if (!pending.settled) pending.timer = setTimeout(() => this.expire(pending), this.budgetOf(pending));
  }

  private pump(): void {
    for (let next = this.share.take(); next; next = this.share.take()) {
      const pending = next.task;
      pending.started = true;
      // A background task's budget counts from its start, and not before the first workers are loaded: a
      // run's piece taken while they load (a server starting under load: several seconds) is not stopped for it.
      if (pending.options.background && this.loading > 0) this.unarmed.push(pending);
      else if (pending.options.background) this.arm(pending);
      void this.attempt(pending, {});
    }
  }

  /** Runs the task in a worker, with the content it lacked the last time; its slot is held throughout. */
  private async attempt(pending: Pending, contents: Record<string, ContentText>, round = 0): Promise<void> {
    const sent = round === 0 ? [...pending.transfer, ...Object.values(contents).flat()] : Object.values(contents).flat();
    const transferList = [...new Set(sent.map((piece) => piece.buffer as ArrayBuffer))];
    const message: TaskMessage = { module: pending.task.module, name: pending.task.name, args: pending.args, contents, userFunctionBudgetMs: this.config.userFunctionBudgetMs };
    let answer: TaskAnswer;
    try {
      answer = (await (await this.started()).run(message, { signal: pending.controller.signal, transferList })) as TaskAnswer;
    } catch (error) {
      this.workerStopped(pending, error as Error);
      return;
    }
    if (answer.ok) return this.finish(pending, undefined, answer.result);
    if ('missing' in answer) {
      if (pending.settled || round >= MAX_CONTENT_ROUNDS) return this.finish(pending, new Error(`content ${answer.missing.join(', ')} still missing after ${round} rounds`));
      for (const key of answer.missing) pending.sentKeys.add(key);
      let texts: Record<string, ContentText>;
      try {
        texts = Object.fromEntries(await Promise.all([...pending.sentKeys].map(async (key) => [key, await this.supply(key)] as const)));
      } catch (error) {
        return this.finish(pending, error as Error);
      }
      if (pending.settled) return this.finish(pending);
      return this.attempt(pending, texts, round + 1);
    }
    if (answer.internal) this.log(`compute task ${pending.task.name} failed: ${answer.internal}`);
    this.finish(pending, new HttpError(answer.status, answer.message));
  }

  /** A task's end while its worker lives on: its slot goes back, and the next task starts. */
  private finish(pending: Pending, error?: Error, result?: unknown): void {
    this.share.release(pending.account, pending.options.background);
    this.settle(pending, error, result);
    this.pump();
  }

  /**
   * The worker running the task ended: stopped for the budget, or dead of its own out-of-memory. The
   * account keeps the slot until piscina's replacement is ready, so its next task does not take the
   * worker others use meanwhile.
   */
  private workerStopped(pending: Pending, error: Error): void {
    this.stopped++;
    this.replacing.push({ account: pending.account, background: pending.options.background });
    if (pending.overBudget) return;
    this.log(`compute worker stopped during ${pending.task.name}: ${error.message}`);
    this.settle(pending, new HttpError(503, 'The computation stopped: it needed more memory than the server allows. Simplify the template or send less at a time.'));
  }

  private expire(pending: Pending): void {
    if (pending.settled) return;
    pending.overBudget = true;
    if (!pending.started && this.share.remove(pending.account, pending)) {
      this.settle(pending, new HttpError(503, `The server was too busy to compute this within ${seconds(this.budgetOf(pending))}: try again in a moment.`));
      return;
    }
    this.settle(pending, new HttpError(503, `This computation took longer than the server's ${seconds(this.budgetOf(pending))} budget and was stopped. Simplify the template or send fewer inputs at a time.`));
    pending.controller.abort();
  }

  private budgetOf(pending: Pending): number {
    return pending.options.budgetMs ?? this.config.budgetMs;
  }

  /** Answers the request once (a late answer of a stopped task is dropped). */
  private settle(pending: Pending, error?: Error, result?: unknown): void {
    if (pending.settled) return;
    pending.settled = true;
    clearTimeout(pending.timer);
    if (error) pending.reject(error);
    else pending.resolve(result);
  }
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

