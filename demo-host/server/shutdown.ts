/** What a stopping host closes, in order. */
export interface StoppingHost {
  /** Stop taking connections (the host and the demo site). */
  readonly closeServers: () => void;
  /** Mail already handed to SMTP after an answer went out (a reservation confirmation, a reset link). */
  readonly mailIdle: () => Promise<void>;
  /** Webhook attempts in flight (their outcome is recorded, so none is sent again after the restart). */
  readonly stopWebhooks?: () => Promise<void>;
  readonly closeDatabase: () => Promise<void>;
}

/** How long a stopping host waits for mail in flight before it gives up on it. */
export const MAIL_GRACE_MS = 10_000;

/**
 * SIGTERM/SIGINT: no new requests, then webhook attempts in flight and the mail the last answers promised get up
 * to `graceMs` (a shopper told "we sent you a link" must get it across a deploy), then the database closes.
 */
export async function stopHost(host: StoppingHost, graceMs = MAIL_GRACE_MS): Promise<void> {
  host.closeServers();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)));
  // Webhooks first: a new reservation's notice to the store is mail too.
  const settled = Promise.resolve(host.stopWebhooks?.()).then(() => host.mailIdle());
  const outcome = await Promise.race([settled.then(() => 'sent' as const), gaveUp]);
  clearTimeout(timer);
  if (outcome === 'timeout') console.error(`[mail] gave up on mail still sending after ${graceMs} ms`);
  await host.closeDatabase();
}
