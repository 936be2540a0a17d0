import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ReservationEvents, type AdminReservation, type ReservationDesk, type StatusMoveInput } from '../../../../demo-host/admin';
import { createDemoApp } from '../../../../demo-host/demo/demoApp';
import { ApiError } from '../../../../demo-host/http';

// The demo Orders page's endpoints (demoOrders.ts): like the outbox, for this machine only; a move only from the
// page's own origin; the event stream sends each reservation event of its store, a heartbeat, and lets go of its
// listener when the client goes.

const pagesDir = mkdtempSync(join(tmpdir(), 'canopy-demo-pages-'));
const order = { id: 12, status: 'accepted', reservation_mode: 'delivery', store_id: 1, updated_at: '2026-11-18T20:00:00.000Z' } as AdminReservation;
const events = new ReservationEvents();
const moves: [number, number, StatusMoveInput][] = [];
let listening = 0;
const desk: ReservationDesk = {
  recent: async () => [order],
  load: async (_store, id) => ({ ...order, id }),
  async move(store, id, input) {
    if (input.status === 'completed') throw new ApiError('conflict', 'A reservation cannot move from accepted to completed', undefined, { from: 'accepted', to: 'completed' });
    moves.push([store, id, input]);
    return { ...order, id, status: input.status };
  },
  subscribe(listener) {
    listening += 1;
    const stop = events.subscribe(listener);
    return () => {
      listening -= 1;
      stop();
    };
  },
};
const app = createDemoApp({ pagesDir, hostOrigin: 'http://localhost:8080', orders: desk, heartbeatMs: 50 });

const LOCAL = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 5000, remoteFamily: 'IPv4' } } };
const REMOTE = { incoming: { socket: { remoteAddress: '203.0.113.9', remotePort: 5000, remoteFamily: 'IPv4' } } };
const call = (path: string, init: RequestInit & { env?: object } = {}) =>
  app.request(`http://localhost:8081${path}`, { ...init, headers: { host: 'localhost:8081', ...(init.headers as object) } }, init.env ?? LOCAL);
const post = (path: string, body: unknown, headers: Record<string, string> = {}, env: object = LOCAL) =>
  call(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: 'http://localhost:8081', ...headers }, env });

describe('GET /orders.json', () => {
  test('a local request gets the store’s recent reservations with their status in words', async () => {
    const answer = await call('/orders.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ store_id: 1, reservations: [{ ...order, status_label: 'Accepted' }] });
  });

  test.each([
    ['a remote peer', REMOTE, {}],
    ['a DNS-rebound host name', LOCAL, { host: 'attacker.example:8081' }],
    ['a loopback peer behind a proxy', LOCAL, { 'x-forwarded-for': '203.0.113.9' }],
  ])('%s gets a 404', async (_name, env, headers) => {
    expect((await call('/orders.json', { env, headers })).status).toBe(404);
    expect((await call('/orders/events', { env, headers })).status).toBe(404);
    expect((await post('/orders/12/status', { status: 'ready' }, headers, env)).status).toBe(404);
  });

  test('a store that is not an id is a 400', async () => {
    expect((await call('/orders.json?store=abc')).status).toBe(400);
  });
});

describe('POST /orders/{id}/status', () => {
  test('the page moves a reservation through the desk (the admin API’s own status change)', async () => {
    const answer = await post('/orders/12/status?store=2', { status: 'cancelled', reason: 'Out of stock' });
    expect(answer.status).toBe(200);
    expect((await answer.json()).reservation).toMatchObject({ id: 12, status: 'cancelled', status_label: 'Cancelled' });
    expect(moves.at(-1)).toEqual([2, 12, { status: 'cancelled', reason: 'Out of stock' }]);
  });

  test('a refused move answers the status and message of the admin API', async () => {
    const answer = await post('/orders/12/status', { status: 'completed' });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: 'conflict', from: 'accepted', to: 'completed' });
  });

  test.each([
    ['no Origin (not a browser’s fetch from the page)', { 'content-type': 'application/json' }, 403],
    ['another site’s page', { 'content-type': 'application/json', origin: 'https://evil.example' }, 403],
    ['a form post, not JSON', { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8081' }, 400],
  ])('%s is refused and moves nothing', async (_name, headers, status) => {
    const before = moves.length;
    const answer = await call('/orders/12/status', { method: 'POST', body: JSON.stringify({ status: 'ready' }), headers });
    expect(answer.status).toBe(status);
    expect(moves.length).toBe(before);
  });
});

describe('GET /orders/events, over a real socket', () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server as import('node:http').Server).close(() => resolve()).closeAllConnections()));

  /** Reads the stream until `wanted` has arrived; answers everything read. */
  async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, wanted: RegExp, seen = { text: '' }): Promise<string> {
    const decoder = new TextDecoder();
    while (!wanted.test(seen.text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before ${wanted}: ${seen.text}`);
      seen.text += decoder.decode(value, { stream: true });
    }
    return seen.text;
  }

  test('each event of its store arrives with the reservation, heartbeats keep it open, and a gone client’s listener is let go', async () => {
    const stop = new AbortController();
    const answer = await fetch(`${base}/orders/events?store=1`, { signal: stop.signal });
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    const reader = answer.body!.getReader();
    const seen = { text: '' };
    await readUntil(reader, /event: ready/, seen);
    expect(listening).toBe(1);
    events.publish({ type: 'reservation.created', storeId: 2, reservationId: 99 });
    events.publish({ type: 'reservation.created', storeId: 1, reservationId: 41 });
    await readUntil(reader, /event: reservation\.created\ndata: .*"id":41/, seen);
    events.publish({ type: 'reservation.updated', storeId: 1, reservationId: 41 });
    await readUntil(reader, /event: reservation\.updated\ndata: .*"status_label":"Accepted"/, seen);
    await readUntil(reader, /^: heartbeat$/m, seen);
    expect(seen.text).not.toContain('"id":99');
    stop.abort();
    await expect.poll(() => listening, { timeout: 5000 }).toBe(0);
  });
});
