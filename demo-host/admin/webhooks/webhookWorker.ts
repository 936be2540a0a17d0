import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { claimDueDeliveries, recordOutcome, type ClaimedDelivery } from './deliveryQueue';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from './postWebhook';
import { retryDelay, RETRY_DELAYS_MS } from './retrySchedule';
import { signatureHeader } from './signature';

export interface WebhookWorkerOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** The secret a delivery is signed with now, or null when its target no longer has one (the attempt fails). */
  secretFor: (delivery: ClaimedDelivery) => Promise<string | null>;
  log: (message: string, error?: unknown) => void;
  retryDelaysMs?: readonly number[];
  /** How often a started worker looks for due deliveries (retries, and rows other processes left behind). */
  pollMs?: number;
  timeoutMs?: number;
  /** The most deliveries one pass claims. */
  batchSize?: number;
}

export const WEBHOOK_POLL_MS = 5_000;
const BATCH_SIZE = 20;

/**
 * Sends due deliveries from the webhook_deliveries queue. `poke()` runs a pass now (a new event); `start()` also
 * polls every `pollMs`, so retries and rows left by a stopped process go out; `stop()` ends polling and waits for
 * the attempts in flight. Its timers are unref'd: they never keep a process alive.
 */
export class WebhookWorker {
  private readonly options: Required<WebhookWorkerOptions>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private polling = false;
  private stopped = false;

  constructor(options: WebhookWorkerOptions) {
    this.options = { retryDelaysMs: RETRY_DELAYS_MS, pollMs: WEBHOOK_POLL_MS, timeoutMs: WEBHOOK_TIMEOUT_MS, batchSize: BATCH_SIZE, ...options };
  }

  start(): void {
    if (this.stopped || this.polling) return;
    this.polling = true;
    this.poke();
  }

  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.passes().finally(() => {
      this.running = null;
      // A poke that came as the last pass ended would otherwise wait for the next poll.
      if (this.runAgain) this.poke();
      else this.schedule();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: claims the due deliveries and attempts each; answers how many it attempted. */
  async runDue(): Promise<number> {
    const { db, now, batchSize, timeoutMs } = this.options;
    // The claim outlasts the attempt's timeout by far, so a slow receiver never has its delivery claimed twice.
    const claimed = await claimDueDeliveries(db, now(), timeoutMs * 6, batchSize);
    await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return claimed.length;
  }

  private async passes(): Promise<void> {
    try {
      let attempted: number;
      do {
        this.runAgain = false;
        attempted = await this.runDue();
      } while (!this.stopped && (this.runAgain || attempted === this.options.batchSize));
    } catch (error) {
      this.options.log('[webhooks] a delivery pass failed; the next poll tries again', error);
    }
  }

  private schedule(): void {
    if (this.stopped || !this.polling) return;
    this.timer = setTimeout(() => this.poke(), this.options.pollMs);
    this.timer.unref?.();
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const { db, now, secretFor, retryDelaysMs, timeoutMs } = this.options;
    const secret = await secretFor(delivery);
    const outcome = secret
      ? await postWebhook(
          { url: delivery.url, body: delivery.payload, eventId: delivery.event_id, eventType: delivery.type, signature: signatureHeader(delivery.payload, secret, now()) },
          timeoutMs,
        )
      : { statusCode: null, error: delivery.target === 'host' ? 'CANOPY_WEBHOOK_SECRET is no longer set' : "the store's webhook has been removed" };
    const delay = secret ? retryDelay(delivery.attempts, retryDelaysMs) : null;
    const finished = now();
    await recordOutcome(db, delivery, outcome, delay === null ? null : new Date(finished.getTime() + delay), finished);
  }
}
