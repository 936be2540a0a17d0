import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createDemoApp } from '../../../../demo-host/demo/demoApp';

const pagesDir = mkdtempSync(join(tmpdir(), 'canopy-demo-pages-'));
writeFileSync(join(pagesDir, 'outbox.html'), '<p>outbox</p>');
const mail = { kind: 'password_reset', recipient: 'jo@example.com', subject: 'Reset your password', body: '/reset-password?token=secret', created_at: '2026-11-26T00:00:00.000Z' };
const app = createDemoApp({ pagesDir, hostOrigin: 'http://localhost:8080', readOutbox: async () => [mail] });

/** A request as @hono/node-server hands it over: the socket's peer address in env.incoming. */
function from(address: string | undefined, headers: Record<string, string> = {}) {
  const env = address ? { incoming: { socket: { remoteAddress: address, remotePort: 5000, remoteFamily: 'IPv4' } } } : {};
  return app.request('http://localhost:8081/outbox.json', { headers: { host: 'localhost:8081', ...headers } }, env);
}

describe('the demo outbox answers this machine only', () => {
  test.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('a loopback peer (%s) reads the messages', async (address) => {
    const answer = await from(address);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await answer.json()).messages).toEqual([mail]);
  });

  test.each([
    ['a remote peer', '203.0.113.9', {}],
    ['a private-network peer', '192.168.1.20', {}],
    ['no socket at all', undefined, {}],
    ['a loopback peer behind a proxy (X-Forwarded-For)', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
    ['a loopback peer behind a proxy (Forwarded)', '127.0.0.1', { forwarded: 'for=203.0.113.9' }],
    ['a DNS-rebound host name', '127.0.0.1', { host: 'attacker.example:8081' }],
  ] as const)('%s gets a 404 with no mail in it', async (_, address, headers) => {
    const answer = await from(address, headers);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('token=');
  });

  test('without an outbox reader the route is a plain 404', async () => {
    const bare = createDemoApp({ pagesDir, hostOrigin: 'http://localhost:8080' });
    const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect((await bare.request('http://localhost:8081/outbox.json', { headers: { host: 'localhost:8081' } }, env)).status).toBe(404);
  });
});
