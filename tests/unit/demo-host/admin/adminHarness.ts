import { createOperatorToken, type ReservationEvents } from '../../../../demo-host/admin';
import type { Webhooks } from '../../../../demo-host/admin/webhooks';
import { hostOver, openHarness, TEST_ADMIN_TOKEN, type Answer, type Harness, type HostApiOptions } from '../commerce/harness';

export { TEST_ADMIN_TOKEN };

export interface AdminCallOptions {
  /** The bearer token; the host-wide TEST_ADMIN_TOKEN unless given (null: none). */
  token?: string | null;
  /** A JSON body, or text sent as is (a CSV file) with `contentType`. */
  body?: unknown;
  contentType?: string;
  query?: Record<string, string | number>;
}

export interface AdminHarness {
  h: Harness;
  events: ReservationEvents;
  /** The host's webhook queue and worker; close() stops it before the database closes. */
  webhooks: Webhooks;
  /** Calls <path> (as under /api/v1) on the whole host API (catalogue, commerce and admin, as the host mounts them). */
  call<T = any>(method: string, path: string, options?: AdminCallOptions): Promise<Answer<T>>;
  /** A fresh operator token of one store (docs/api-admin.md § Tokens). */
  operatorToken(storeId: number): Promise<string>;
  close(): Promise<void>;
}

/** The host API over a throwaway seeded database (2 stores) with TEST_ADMIN_TOKEN as CANOPY_ADMIN_TOKEN. */
export async function openAdminHarness(options: HostApiOptions & { stores?: number } = {}): Promise<AdminHarness> {
  const h = await openHarness({ stores: options.stores ?? 2 });
  const host = hostOver(h, { adminToken: TEST_ADMIN_TOKEN, ...options });
  const call: AdminHarness['call'] = async (method, path, o = {}) => {
    const query = o.query ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)]))}` : '';
    const headers: Record<string, string> = {};
    const token = o.token === undefined ? TEST_ADMIN_TOKEN : o.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (o.body !== undefined) {
      headers['content-type'] = o.contentType ?? 'application/json';
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    }
    const response = await host.app.request(`/${path.replace(/^\//, '')}${query}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };
  const close = async () => {
    await host.webhooks.stop();
    await h.close();
  };
  const operatorToken = async (storeId: number) => (await createOperatorToken(h.db, storeId, 'POS', new Date())).token;
  return { h, events: host.events, webhooks: host.webhooks, call, operatorToken, close };
}
