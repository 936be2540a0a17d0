import type { Server } from 'node:http';
import { hostLogger } from '../log';

/** What a stopping host closes, in order. */
export interface StoppingHost {
  /** The host's server and the demo site's: they stop taking connections, and their requests in flight finish. */
  readonly servers: readonly Server[];
  /** Mail already handed to SMTP after an answer went out (a reservation confirmation, a reset link). */
  readonly mailIdle: () => Promise<void>;
  /** Webhook attempts in flight (their outcome is recorded, so none is sent again after the restart). */
  readonly stopWebhooks?: () => Promise<void>;
  readonly closeDatabase: () => Promise<void>;
}

/**
 * How long a stopping host waits for requests in flight, then for the mail and webhooks they started. Docker
 * sends SIGKILL 10 s after SIGTERM by default (docs/deploy.md), so both fit inside that with time to spare.
 */
export const REQUEST_GRACE_MS = 5_000;
export const MAIL_GRACE_MS = 3_000;

/**
 * SIGTERM/SIGINT: no new connections; requests in flight get up to `requestGraceMs` to be answered (then their
 * connections are closed); then webhook attempts in flight and the mail the last answers promised get up to
 * `mailGraceMs` (a shopper told "we sent you a link" must get it across a deploy); then the database closes.
 */
export async function stopHost(host: StoppingHost, { requestGraceMs = REQUEST_GRACE_MS, mailGraceMs = MAIL_GRACE_MS } = {}): Promise<void> {
  const log = hostLogger();
  const drained = await within(Promise.all(host.servers.map(closeServer)), requestGraceMs);
  if (drained === 'timeout') {
    log.warn(`closing the connections of requests still running after ${requestGraceMs} ms`);
    for (const server of host.servers) server.closeAllConnections();
  }
  // Webhooks first: a new reservation's notice to the store is mail too.
  const sent = await within(
    Promise.resolve(host.stopWebhooks?.()).then(() => host.mailIdle()),
    mailGraceMs,
  );
  if (sent === 'timeout') log.error(`[mail] gave up on mail still sending after ${mailGraceMs} ms`);
  await host.closeDatabase();
}

// How often a draining server closes the kept-alive connections that have gone idle (their last answer sent).
const IDLE_SWEEP_MS = 50;

/**
 * Stops accepting and resolves once every connection has ended. Kept-alive connections are closed as soon as they
 * are idle (at once, or when their request in flight is answered), and an answer given meanwhile says
 * `Connection: close`, so no client sends another request on a connection that is about to end.
 */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
  });
}

async function within(work: Promise<unknown>, ms: number): Promise<'done' | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  const outcome = await Promise.race([work.then(() => 'done' as const), timeout]);
  clearTimeout(timer);
  return outcome;
}
