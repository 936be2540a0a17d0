import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** One message the demo host would have e-mailed (a password-reset link), newest first. */
export interface OutboxMessage {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export type ReadOutbox = () => Promise<OutboxMessage[]>;

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d+)?$/i;

function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not on a socket (app.request in tests): nobody to trust
  }
}

/**
 * Whether a request comes from this machine, to this machine. Mail holds reset links (an account's keys), so the
 * demo's outbox answers only here: the socket's peer is loopback, the Host names loopback (a DNS-rebound name does
 * not), and no proxy header says the request was forwarded from elsewhere (a reverse proxy on this machine would
 * otherwise make every visitor look local).
 */
export function isLocalRequest(c: Context): boolean {
  const address = remoteAddress(c);
  if (!address || !LOOPBACK_ADDRESS.test(address)) return false;
  if (!LOOPBACK_HOST.test(c.req.header('host') ?? '')) return false;
  return !['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'].some((name) => c.req.header(name) !== undefined);
}

/** GET /outbox.json on the demo site: the outbox to a local request, 404 to anyone else (nothing to find). */
export async function outboxAnswer(c: Context, readOutbox: ReadOutbox | undefined): Promise<Response> {
  if (!readOutbox || !isLocalRequest(c)) return c.text('No such demo page', 404);
  c.header('Cache-Control', 'no-store');
  return c.json({ messages: await readOutbox() });
}
