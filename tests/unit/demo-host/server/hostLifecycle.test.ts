import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { builtHostRoot, freePort, listening, run, seededDataDir, waitForHealth, type RunningProcess } from './builtHost';

// The built host as a supervisor runs it (docs/deploy.md): started from dist/ over node_modules pruned of dev
// dependencies, stopped with SIGTERM. Each test has its own ports and DATA_DIR.
vi.setConfig({ testTimeout: 90_000 });

let root: string;
const dataDirs: string[] = [];
const started: RunningProcess[] = [];

beforeAll(async () => {
  root = await builtHostRoot();
}, 120_000);
afterAll(() => {
  for (const host of started) if (host.child.exitCode === null && host.child.signalCode === null) killGroup(host);
  for (const dir of [root, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
});

/** Ends what a test left running (only processes this file started: their own process group). */
function killGroup(host: RunningProcess) {
  try {
    process.kill(-host.child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function startHost(command: string[], env: Record<string, string>) {
  const [port, demoPort] = [await freePort(), await freePort()];
  const dataDir = await seededDataDir();
  dataDirs.push(dataDir);
  const host = run(command[0], command.slice(1), {
    cwd: root,
    detached: true,
    // SQLite in the seeded DATA_DIR, whatever database the test run itself was given.
    env: {
      ...process.env,
      DATABASE_URL: '',
      CANOPY_SECRET: '',
      NODE_ENV: '',
      LOG_LEVEL: 'info',
      // What is tested is starting and stopping, not the menus: none built before listening, seconds saved per host.
      CANOPY_WARM_STORES: 'none',
      PORT: String(port),
      DEMO_PORT: String(demoPort),
      DATA_DIR: dataDir,
      npm_config_update_notifier: 'false',
      ...env,
    },
  });
  started.push(host);
  await waitForHealth(port, host);
  return { host, port, demoPort };
}

/** Resolves true once nothing of the process group is left. */
async function groupGone(host: RunningProcess): Promise<boolean> {
  await vi.waitFor(
    () => {
      try {
        process.kill(-host.child.pid!, 0);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
        throw error;
      }
      throw new Error('a process of the group is still running');
    },
    { timeout: 20_000, interval: 50 },
  );
  return true;
}

/** A request whose body the host is still waiting for: it is in flight until `finish` sends the rest. */
function requestInFlight(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com' });
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/password_resets',
    headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  // The host sends 100 Continue once it has read the headers and handed the request to the app.
  const accepted = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  req.flushHeaders();
  return { accepted, answered, finish: () => req.end(body) };
}

describe('the built host, on a pruned install', () => {
  test('SIGTERM: stops accepting, answers the request in flight, exits 0 and frees both ports', async () => {
    const { host, port, demoPort } = await startHost([process.execPath, 'dist/host/main.mjs'], {});
    expect(await listening(demoPort)).toBe(true);
    const slow = requestInFlight(port);
    await slow.accepted;
    process.kill(host.child.pid!, 'SIGTERM');
    await vi.waitFor(async () => expect(await listening(port)).toBe(false), { timeout: 10_000, interval: 20 });
    slow.finish();
    expect(await slow.answered).toEqual({ status: 202, body: expect.stringContaining('message') });
    expect(await host.exited).toBe(0);
    expect([await listening(port), await listening(demoPort)]).toEqual([false, false]);
    expect(host.output()).toMatch(/"msg":"stopped"/);
  });

  test('npm start runs it as one process: SIGTERM to npm stops the host and leaves nothing behind', async () => {
    const { host, port, demoPort } = await startHost(['npm', 'start'], {});
    process.kill(host.child.pid!, 'SIGTERM');
    expect(await groupGone(host)).toBe(true);
    expect([await listening(port), await listening(demoPort)]).toEqual([false, false]);
    expect(host.output()).toMatch(/"msg":"stopped"/);
  });

  test('NODE_ENV=production: no demo site, JSON lines, each request under its X-Request-Id', async () => {
    const { host, port, demoPort } = await startHost([process.execPath, 'dist/host/main.mjs'], {
      NODE_ENV: 'production',
      HOST_ORIGIN: 'http://127.0.0.1',
      CANOPY_SECRET: 'a-production-secret-0123456789abcdef',
    });
    expect(await listening(demoPort)).toBe(false);
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/stores/1/menu_products?per_page=1`, { headers: { 'X-Request-Id': 'probe-1' } });
    expect([answer.status, answer.headers.get('x-request-id')]).toEqual([200, 'probe-1']);
    process.kill(host.child.pid!, 'SIGTERM');
    expect(await host.exited).toBe(0);
    const lines = host
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', req_id: 'probe-1', method: 'GET', path: '/api/v1/stores/1/menu_products', status: 200 }));
  });

  test.each([
    ['HOST_ORIGIN', { HOST_ORIGIN: '' }, 'HOST_ORIGIN must be set with NODE_ENV=production: the public origin shoppers reach the host at, such as https://menu.example.com'],
    [
      'CANOPY_SECRET',
      { HOST_ORIGIN: 'https://menu.example.com', CANOPY_SECRET: '' },
      'CANOPY_SECRET must be set with NODE_ENV=production: every host instance signs sessions with it',
    ],
  ])('without %s in production the start stops with one line naming it, and exit code 1', async (_name, settings, message) => {
    const dataDir = await seededDataDir();
    dataDirs.push(dataDir);
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(await freePort()), NODE_ENV: 'production', ...settings };
    const host = run(process.execPath, [join(root, 'dist/host/main.mjs')], { env });
    expect(await host.exited).toBe(1);
    const [line, ...rest] = host.output().split('\n');
    expect(line.startsWith(`Canopy cannot start: ${message}`)).toBe(true);
    expect(rest).toEqual(['']);
  });
});
