import type { ServerConfig } from '../config.js';
import { newId } from '../api/ids.js';
import type { DeliveryRecord, JsonObject, WebhookRecord } from '../storage/records.js';
import type { Storage } from '../storage/storage.js';
import { fetchLimited } from './outbound.js';
import { resolvesToPrivateAddress } from './private-address.js';

export interface ShadowSavedEvent {
  readonly event: 'shadow.saved';
  readonly shadowToken: string;
  readonly gridId: string;
  readonly outputs: JsonObject;
  readonly context?: string;
}

/** Deliveries kept per webhook: enough to see what happened lately without growing forever. */
const KEPT_DELIVERIES = 20;

/**
 * Sends webhook calls off the request path: a save is acknowledged first, then each webhook is posted with a
 * timeout and retried with exponential backoff; the outcome is stored as a delivery record. Nothing here
 * can fail or slow the save that triggered it.
 */
export class WebhookDispatcher {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly storage: Storage,
    private readonly config: ServerConfig['webhooks'],
    private readonly log: (message: string) => void,
  ) {}

  /** Queues the event for each webhook; returns at once. */
  fire(webhooks: readonly WebhookRecord[], event: ShadowSavedEvent): void {
    for (const webhook of webhooks) this.track(this.deliver(webhook, event));
  }

  /** Waits for deliveries in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private track(delivery: Promise<void>): void {
    const tracked = delivery.catch((error: Error) => this.log(`webhook delivery bookkeeping failed: ${error.message}`)).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  private async deliver(webhook: WebhookRecord, event: ShadowSavedEvent): Promise<void> {
    if (!this.config.allowPrivateAddresses && await resolvesToPrivateAddress(webhook.url).catch(() => false)) {
      await this.record({ id: newId(), webhookId: webhook.id, event: event.event, shadowToken: event.shadowToken, status: 'failed', attempts: 0, error: 'the URL points at a private or loopback address, which webhooks may not call', at: new Date().toISOString() });
      return;
    }
    const body = JSON.stringify(event);
    let attempts = 0;
    let statusCode: number | undefined;
    let error: string | undefined;
    while (attempts < this.config.attempts) {
      if (attempts > 0) await sleep(this.config.backoffMs * 2 ** (attempts - 1));
      attempts++;
      try {
        const result = await fetchLimited(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'gridcast-webhook' }, body }, this.config.timeoutMs, this.config.maxResponseBytes);
        statusCode = result.status;
        error = result.status < 300 ? undefined : `answered ${result.status}`;
      } catch (caught) {
        statusCode = undefined;
        error = (caught as Error).message;
      }
      if (!error) break;
    }
    await this.record({ id: newId(), webhookId: webhook.id, event: event.event, shadowToken: event.shadowToken, status: error ? 'failed' : 'delivered', attempts, ...(statusCode !== undefined ? { statusCode } : {}), ...(error ? { error } : {}), at: new Date().toISOString() });
  }

  private async record(delivery: DeliveryRecord): Promise<void> {
    await this.storage.write((db) => {
      if (!db.webhooks.some((webhook) => webhook.id === delivery.webhookId)) return;
      const others = db.deliveries.filter((entry) => entry.webhookId !== delivery.webhookId);
      const own = db.deliveries.filter((entry) => entry.webhookId === delivery.webhookId).slice(-(KEPT_DELIVERIES - 1));
      db.deliveries = [...others, ...own, delivery];
    });
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
