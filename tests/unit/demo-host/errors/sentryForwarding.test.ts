import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readConfig } from '../../../../demo-host/config';
import { createErrorReporting, issueReportKey, readSentryDsn } from '../../../../demo-host/errors';
import { openHarness, type Harness } from '../commerce/harness';

// CANOPY_SENTRY_DSN (docs/api.md § Error reports, docs/deploy.md): every stored report is forwarded, redacted, to the
// DSN's envelope endpoint, here a local fake of a Sentry-compatible service; a refused one stays stored, unmarked.

const SECRET = Buffer.from('sentry-forwarding-test-secret-0123456789');
const CARD = '4111111111111111';
let h: Harness;
let server: Server;
let received: Array<{ url: string; headers: IncomingHttpHeaders; body: string }>;
let status = 200;
let base: string;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  received = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

async function postReport(message: string) {
  const { app } = createErrorReporting({
    db: h.db,
    secret: SECRET,
    trustProxy: false,
    sentryDsn: readSentryDsn({ CANOPY_SENTRY_DSN: `http://pubkey@${base}/sentry/42` }),
    log: () => {},
  });
  const { key } = issueReportKey(SECRET, 1, new Date());
  const answer = await app.request(`/error_reports?token=${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'window_error',
      message,
      user_id: '7',
      breadcrumbs: [{ type: 'navigation', at: 1_700_000_000_000, message: `/r/${CARD}` }],
      metadata: { mode: 'iframe' },
    }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

const forwardedAt = async (id: number) => (await h.db.selectFrom('error_reports').select('forwarded_at').where('id', '=', id).executeTakeFirstOrThrow()).forwarded_at;

describe('forwarding to a Sentry DSN', () => {
  test('a stored report goes to the envelope endpoint with the public key, redacted, and is marked forwarded', async () => {
    status = 200;
    const id = await postReport(`card ${CARD}`);
    await expect.poll(() => forwardedAt(id)).not.toBeNull();
    const [request] = received.splice(0);
    expect(request.url).toBe('/sentry/api/42/envelope/');
    expect(request.headers['x-sentry-auth']).toContain('sentry_key=pubkey');
    expect(request.body).not.toContain(CARD);
    const [header, item, event] = request.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header).toMatchObject({ event_id: event.event_id });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      level: 'error',
      message: { formatted: 'card [REDACTED]' },
      user: { id: '7' },
      tags: { store_id: '1', mode: 'iframe' },
      breadcrumbs: { values: [{ category: 'navigation', message: '/r/[REDACTED]', timestamp: 1_700_000_000 }] },
    });
  });

  test('a report the service refuses stays stored and unmarked', async () => {
    status = 500;
    const id = await postReport('refused upstream');
    await expect.poll(() => received.length).toBe(1);
    received.splice(0);
    expect(await forwardedAt(id)).toBeNull();
  });
});

describe('CANOPY_SENTRY_DSN', () => {
  test.each([
    ['https://abc@o1.ingest.sentry.io/123', 'https://o1.ingest.sentry.io/api/123/envelope/', 'abc'],
    ['https://key@errors.example/glitchtip/7/', 'https://errors.example/glitchtip/api/7/envelope/', 'key'],
  ])('%s sends to %s', (dsn, envelopeUrl, publicKey) => {
    expect(readSentryDsn({ CANOPY_SENTRY_DSN: dsn })).toEqual({ dsn, envelopeUrl, publicKey });
  });

  test.each(['not a url', 'https://o1.ingest.sentry.io/123', 'ftp://k@h/1', 'https://k@h/project'])('%s is refused without echoing it', (dsn) => {
    expect(() => readSentryDsn({ CANOPY_SENTRY_DSN: dsn })).toThrow(/^CANOPY_SENTRY_DSN must be a Sentry DSN/);
  });

  test('unset: no forwarding', () => expect(readSentryDsn({})).toBeUndefined());

  test('the host configuration reads it, and a wrong one stops the start', () => {
    expect(readConfig({ CANOPY_SENTRY_DSN: 'https://k@errors.example/3' }, import.meta.url).sentryDsn?.envelopeUrl).toBe('https://errors.example/api/3/envelope/');
    expect(() => readConfig({ CANOPY_SENTRY_DSN: 'https://errors.example/3' }, import.meta.url)).toThrow(/CANOPY_SENTRY_DSN/);
  });
});
