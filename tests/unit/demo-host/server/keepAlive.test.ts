import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createHostApp } from '../../../../demo-host/server/hostApp';
import { hostApiOver, openHarness, type Harness } from '../commerce/harness';

vi.setConfig({ testTimeout: 30_000 });

// A real server as demo-host/main.ts runs it, called with Node's fetch, whose connections are kept alive and reused:
// a refused body must not leave the next call on that connection to a socket the server is about to drop.
let h: Harness;
let server: ServerType;
let base: string;
let connections = 0;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  const api = hostApiOver(h);
  const app = createHostApp({ distDir: mkdtempSync(join(tmpdir(), 'canopy-dist-')), api, health: async () => true, partnerOrigins: [] });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', () => (connections += 1));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

const MB = 1024 * 1024;
const json = (size: number) => JSON.stringify({ pad: 'x'.repeat(size) });
const chunked = (size: number) => new Blob([json(size)]).stream();

async function nextCallWorks() {
  const response = await fetch(`${base}/api/v1/stores/1`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

describe('after a request whose body the host does not read, the next call works', () => {
  test.each([
    ['a 1 MB JSON body to a commerce route', 'POST', '/api/v1/carts', () => json(MB), 413],
    ['a 1 MB JSON body to a catalogue route', 'POST', '/api/v1/products/1/reviews', () => json(MB), 413],
    ['a 1 MB JSON body sent in chunks', 'POST', '/api/v1/cart_products', () => chunked(MB), 413],
    ['a 4 MB JSON body', 'PUT', '/api/v1/users', () => json(4 * MB), 413],
  ])('%s (%s %s)', async (_name, method, path, body, status) => {
    for (let round = 0; round < 3; round += 1) {
      await nextCallWorks();
      const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body(), duplex: 'half' } as RequestInit);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(/request body/);
      // The answer tells the client that this connection ends, so it does not send its next call there.
      expect(response.headers.get('connection')).toBe('close');
      await nextCallWorks();
    }
  });

  test('an upload refused before its body is read (no sign-in) closes its connection too', async () => {
    const form = new FormData();
    form.append('government_photo', new Blob([new Uint8Array(2 * MB).fill(0xff)], { type: 'image/jpeg' }), 'id.jpg');
    const response = await fetch(`${base}/api/v1/documents`, { method: 'PATCH', body: form });
    expect(response.status).toBe(401);
    expect(response.headers.get('connection')).toBe('close');
    await response.arrayBuffer();
    await nextCallWorks();
  });

  test('calls whose bodies were read keep their connection', async () => {
    await nextCallWorks();
    const before = connections;
    for (const [method, path, body] of [
      ['POST', '/api/v1/carts', '{}'],
      ['POST', '/api/v1/carts', '{"store_id":"x"}'],
      ['POST', '/api/v1/carts', json(32 * 1024)],
    ]) {
      const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body });
      expect(response.headers.get('connection'), `${method} ${path}`).not.toBe('close');
      await response.arrayBuffer();
      await nextCallWorks();
    }
    expect(connections).toBe(before);
  });
});
