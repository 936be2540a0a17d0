import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address, for the per-address limits. From the socket; behind a trusted reverse proxy
 * (CANOPY_TRUST_PROXY=1) from X-Forwarded-For's last hop, the one that proxy added (earlier hops are
 * whatever the client wrote). Null when there is no socket, as for app.request() in tests: then no
 * per-address limit applies.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    if (hops.length > 0) return hops[hops.length - 1];
  }
  const bindings = c.env as { incoming?: { socket?: unknown }; server?: { incoming?: { socket?: unknown } } } | undefined;
  if (!(bindings?.server ?? bindings)?.incoming?.socket) return null;
  return getConnInfo(c).remote.address ?? null;
}
