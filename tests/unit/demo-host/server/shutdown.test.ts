import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { stopHost } from '../../../../demo-host/server/shutdown';
import { captureLog, type CapturedLog } from '../log/captureLog';

let log: CapturedLog;
beforeEach(() => (log = captureLog()));
afterEach(() => log.restore());

/** A real server as main.ts runs it, whose /slow answers only when the test says; keep-alive outlasts any test. */
async function slowServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const started = new Promise<void>((resolve) => (arrived = resolve));
  const app = new Hono()
    .get('/fast', (c) => c.text('fast'))
    .get('/slow', async (c) => {
      arrived();
      await released;
      return c.text('finished');
    });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  server.keepAliveTimeout = 600_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, started, release };
}

/** Resolves once a new connection to the server is refused: it has stopped accepting. */
async function refusesConnections(url: string): Promise<void> {
  const { port } = new URL(url);
  await vi.waitFor(
    () =>
      new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), reject(new Error('still accepting'))));
        socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve() : reject(error)));
      }),
    { timeout: 5_000, interval: 20 },
  );
}

const idle = async () => undefined;

describe('a stopping host', () => {
  test('stops accepting, answers the request in flight, then closes the database', async () => {
    const { server, url, started, release } = await slowServer();
    await (await fetch(`${url}/fast`)).text(); // a kept-alive idle connection must not hold the stop either
    const order: string[] = [];
    const answer = fetch(`${url}/slow`).then(async (response) => void order.push(`answered ${response.status} ${await response.text()}`));
    await started;
    const stopping = stopHost({ servers: [server], mailIdle: idle, closeDatabase: async () => void order.push('database') }, { requestGraceMs: 60_000 });
    await refusesConnections(url);
    expect(order).toEqual([]);
    release();
    await Promise.all([answer, stopping]);
    expect(order).toEqual(['answered 200 finished', 'database']);
    expect(server.listening).toBe(false);
    expect(log.lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  test('closes the connection of a request still running after the grace, and still closes the database', async () => {
    const { server, url, started } = await slowServer();
    const answer = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'connection closed',
    );
    await started;
    const closeDatabase = vi.fn(idle);
    await stopHost({ servers: [server], mailIdle: idle, closeDatabase }, { requestGraceMs: 50 });
    expect(await answer).toBe('connection closed');
    expect(closeDatabase).toHaveBeenCalledOnce();
    expect(log.lines.map((line) => line.msg)).toEqual(['closing the connections of requests still running after 50 ms']);
  });

  test('lets the mail in flight go before the database closes', async () => {
    const order: string[] = [];
    let sent!: () => void;
    const mail = new Promise<void>((resolve) => (sent = resolve));
    const stopping = stopHost({
      servers: [],
      mailIdle: () => mail.then(() => void order.push('mail')),
      stopWebhooks: async () => void order.push('webhooks'),
      closeDatabase: async () => void order.push('database'),
    });
    await vi.waitFor(() => expect(order).toEqual(['webhooks']));
    sent();
    await stopping;
    expect(order).toEqual(['webhooks', 'mail', 'database']);
  });

  test('gives up on mail that never finishes after the grace, says so, and still closes', async () => {
    const closeDatabase = vi.fn(idle);
    await stopHost({ servers: [], mailIdle: () => new Promise(() => undefined), closeDatabase }, { mailGraceMs: 20 });
    expect(closeDatabase).toHaveBeenCalledOnce();
    expect(log.lines.map((line) => [line.level, line.msg])).toEqual([[50, '[mail] gave up on mail still sending after 20 ms']]);
  });
});
