import { randomUUID } from 'node:crypto';
import { current } from 'immer';
import type { ServerConfig } from '../config.js';
import { newId } from '../api/ids.js';
import type { DeliveryRecord, JsonObject, WebhookJobRecord, WebhookRecord } from '../storage/records.js';
import type { Storage } from '../storage/storage.js';
import { fetchLimited, OutboundRefusal } from './outbound.js';
import { PrivateAddressError } from './private-address.js';

export interface ShadowSavedEvent {
  readonly event: 'shadow.saved';
  readonly shadowToken: string;
  readonly gridId: string;
  readonly outputs: JsonObject;
  readonly context?: string;
}

/** A run ended (POST /api/grids/{id}/runs): posted once, by the process that saw its last piece stored. */
export interface RunFinishedEvent {
  readonly event: 'run.finished';
  readonly runId: string;
  readonly gridId: string;
  readonly status: 'done';
  readonly inputs: number;
  readonly failed: number;
}

export type WebhookEvent = ShadowSavedEvent | RunFinishedEvent;

/** Deliveries kept per webhook: enough to see what happened lately without growing forever. */
const KEPT_DELIVERIES = 20;
/** How often each process looks for calls due (retries, and calls left by a process that stopped). */
const POLL_MS = 1000;
/** Attempts one process makes at once. */
const PARALLEL = 8;
/** The header naming a call: the same on its retries, so a receiver can tell a repeat (at-least-once). */
export const DELIVERY_HEADER = 'x-gridcast-delivery';

type Outcome = { readonly statusCode?: number; readonly error?: string; readonly final?: boolean };

/**
 * Sends webhook calls off the request path. A save is acknowledged first; its calls are then queued with
 * the records (WebhookJobRecord), so they outlive the process that queued them, and any process on the
 * store takes them up: claiming a call is a write, and writes are serialised across processes, so each
 * attempt is made by one process. Each attempt has a timeout, failures are retried with exponential
 * backoff, and the outcome is stored as a delivery record. Nothing here can fail or slow a save.
 */
export class WebhookDispatcher {
  /** This process, as named in the calls it claims. */
  private readonly owner = randomUUID();
  private readonly inFlight = new Set<Promise<void>>();
  /** Events being made after a request's answer (a shadow's outputs, computed in a worker): `idle` waits for them too. */
  private readonly preparing = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  /** When the timer fires (ms). */
  private timerAt = Infinity;
  private passing: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly storage: Storage,
    private readonly config: ServerConfig['webhooks'],
    private readonly log: (message: string) => void,
  ) {}

  /** Starts looking for calls due, at once (calls left by a restart) and then every POLL_MS. */
  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Queues the event for each webhook (stored before this resolves); delivery starts at once. */
  /** Runs `prepare` (which makes an event and fires it) once the current request has been answered; `idle` waits for it. */
  afterAnswer(prepare: () => Promise<void>, failed: (error: Error) => void): void {
    const work = new Promise<void>((done) => setImmediate(done)).then(prepare).catch(failed);
    this.preparing.add(work);
    void work.finally(() => this.preparing.delete(work));
  }

  async fire(webhooks: readonly WebhookRecord[], event: WebhookEvent): Promise<void> {
    if (webhooks.length === 0) return;
    const now = Date.now();
    await this.storage.write((db) => {
      for (const webhook of webhooks) {
        db.webhookJobs.push({ id: newId(), webhookId: webhook.id, event: { ...event }, attempts: 0, dueAt: now, createdAt: new Date(now).toISOString() });
      }
    });
    this.wake();
  }

  /** Waits until no call is queued or in flight (tests): those another process holds included. */
  async idle(): Promise<void> {
    for (;;) {
      await Promise.allSettled([...this.preparing]);
      await this.passing;
      await Promise.allSettled([...this.inFlight]);
      const queued = await this.storage.read((db) => db.webhookJobs.length);
      if (queued === 0 && this.inFlight.size === 0) return;
      await new Promise((done) => setTimeout(done, 50));
      this.wake();
    }
  }

  /** Stops taking calls and waits for the attempts in flight; queued calls stay for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timerAt = Infinity;
    // Events being made are fired (queued in the store) before the compute workers stop.
    await Promise.allSettled([...this.preparing]);
    await this.passing;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Makes a pass in `delay` ms, unless one is due sooner. */
  private wake(delay = 0): void {
    const at = Date.now() + delay;
    if (this.stopped || at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timerAt = Infinity;
      this.pass();
    }, delay);
    this.timer.unref();
  }

  /** Claims the calls due (as many as this process takes at once) and starts their attempts. */
  private pass(): void {
    if (this.passing) {
      this.again = true;
      return;
    }
    this.passing = this.claimAndStart()
      .catch((error: Error) => this.log(`webhook queue not read: ${error.message}`))
      .finally(() => {
        this.passing = undefined;
        const again = this.again;
        this.again = false;
        this.wake(again ? 0 : POLL_MS);
      });
  }

  private async claimAndStart(): Promise<void> {
    const room = PARALLEL - this.inFlight.size;
    if (room <= 0) return;
    const now = Date.now();
    const isDue = (job: WebhookJobRecord) => job.dueAt <= now && (job.claimedUntil === undefined || job.claimedUntil <= now);
    // A read first: on PostgreSQL a write is a round trip and a new version for every process.
    if (!(await this.storage.read((db) => db.webhookJobs.some(isDue)))) return;
    const claimed = await this.storage.write((db) => {
      const mine: WebhookJobRecord[] = [];
      for (const job of db.webhookJobs) {
        if (mine.length >= room) break;
        if (!isDue(job)) continue;
        job.claimedBy = this.owner;
        // Past the attempt's deadline with room to record it: a later claim means this process went away.
        job.claimedUntil = now + 2 * this.config.timeoutMs + 5000;
        mine.push(current(job));
      }
      return mine;
    });
    for (const job of claimed) this.track(this.attempt(job));
  }

  private track(attempt: Promise<void>): void {
    const tracked = attempt
      .catch((error: Error) => this.log(`webhook delivery bookkeeping failed: ${error.message}`))
      .finally(() => {
        this.inFlight.delete(tracked);
        this.wake();
      });
    this.inFlight.add(tracked);
  }

  private async attempt(job: WebhookJobRecord): Promise<void> {
    const webhook = await this.storage.read((db) => db.webhooks.find((candidate) => candidate.id === job.webhookId));
    const outcome = webhook ? await this.post(webhook, job) : { error: 'the webhook was deleted', final: true };
    await this.settle(job, outcome);
  }

  /**
   * One call. Unless private addresses are allowed, the connection's own lookup checks the address it
   * connects to; a private one ends the call at once (final, no attempt made), a name that does not
   * resolve is a failed attempt, retried like any other.
   */
  private async post(webhook: WebhookRecord, job: WebhookJobRecord): Promise<Outcome> {
    try {
      const result = await fetchLimited(webhook.url, {
        method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'gridcast-webhook', [DELIVERY_HEADER]: job.id }, body: JSON.stringify(job.event),
        timeoutMs: this.config.timeoutMs, maxBytes: this.config.maxResponseBytes, publicOnly: !this.config.allowPrivateAddresses,
      });
      return { statusCode: result.status, ...(result.status < 300 ? {} : { error: `answered ${result.status}` }) };
    } catch (caught) {
      if (caught instanceof OutboundRefusal && caught.cause instanceof PrivateAddressError) {
        return { error: `the URL points at a private or loopback address, which webhooks may not call (${caught.message})`, final: true };
      }
      return { error: (caught as Error).message };
    }
  }

  /**
   * Records the attempt: a success or a last failure ends the call with a delivery record; another
   * failure puts it back, due after the backoff. Only while this process still holds the claim.
   */
  private async settle(job: WebhookJobRecord, outcome: Outcome): Promise<void> {
    // A refusal before any request (a private address) made no attempt.
    const attempts = outcome.final && outcome.statusCode === undefined ? job.attempts : job.attempts + 1;
    const done = !outcome.error || outcome.final || attempts >= this.config.attempts;
    const now = Date.now();
    await this.storage.write((db) => {
      const at = db.webhookJobs.findIndex((candidate) => candidate.id === job.id);
      if (at < 0 || db.webhookJobs[at].claimedBy !== this.owner) return;
      if (!done) {
        const queued = db.webhookJobs[at];
        queued.attempts = attempts;
        queued.dueAt = now + this.config.backoffMs * 2 ** (attempts - 1);
        delete queued.claimedBy;
        delete queued.claimedUntil;
        return;
      }
      db.webhookJobs.splice(at, 1);
      if (!db.webhooks.some((webhook) => webhook.id === job.webhookId)) return;
      const { event } = job;
      record(db, {
        id: newId(), webhookId: job.webhookId, event: String(event.event), shadowToken: String(event.shadowToken ?? event.runId ?? ''),
        status: outcome.error ? 'failed' : 'delivered', attempts,
        ...(outcome.statusCode !== undefined ? { statusCode: outcome.statusCode } : {}), ...(outcome.error ? { error: outcome.error } : {}),
        at: new Date(now).toISOString(),
      });
    });
    if (!done) this.wake(this.config.backoffMs * 2 ** (attempts - 1));
  }
}

/** Adds a delivery, keeping the webhook's last KEPT_DELIVERIES. */
function record(db: { deliveries: DeliveryRecord[] }, delivery: DeliveryRecord): void {
  const others = db.deliveries.filter((entry) => entry.webhookId !== delivery.webhookId);
  const own = db.deliveries.filter((entry) => entry.webhookId === delivery.webhookId).slice(-(KEPT_DELIVERIES - 1));
  db.deliveries = [...others, ...own, delivery];
}
