import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The built host (`node dist/host/main.mjs`, as `npm start` runs it) in a process of its own, on free ports and a
// DATA_DIR of its own, as one instance of several on separate machines would be.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(ROOT, 'dist/host/main.mjs');

/** Builds the host once when dist/host/main.mjs is missing (`npm test` has built it already). */
export function ensureBuilt(): void {
  execFileSync(process.execPath, ['build.mjs', '--if-missing'], { cwd: ROOT, stdio: 'ignore' });
}

export interface BuiltHost {
  readonly child: ChildProcess;
  readonly origin: string;
  /** What the process printed, for a failure's message. */
  output(): string;
  request(path: string, init?: RequestInit): Promise<Response>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Variables of this process the hosts must not inherit: each test sets what it means. */
const UNSET = ['CANOPY_SECRET', 'CANOPY_ADDRESS_ATTEMPTS', 'CANOPY_MAINTENANCE', 'DATA_DIR', 'PORT', 'DEMO_PORT', 'HOST_ORIGIN', 'DEMO_ORIGIN'];

/**
 * Spawns the built host with `env` over a throwaway DATA_DIR (removed when it exits). `started` gets the process at
 * once, so a caller can stop it even when it never answers.
 */
export async function spawnHost(env: Record<string, string>, started: (host: BuiltHost) => void): Promise<BuiltHost> {
  const [port, demoPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-instance-'));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !UNSET.includes(name)));
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      // The demo site is not what is tested: off where the host knows DEMO=off, else on a port of its own.
      DEMO: 'off',
      // Menus build on their first query: what is tested is what the hosts share, and each start is seconds shorter.
      CANOPY_WARM_STORES: 'none',
      DEMO_PORT: String(demoPort),
      DATA_DIR: dataDir,
      HOST_ORIGIN: `http://127.0.0.1:${port}`,
      DEMO_ORIGIN: `http://127.0.0.1:${demoPort}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${port}`;
  const host: BuiltHost = { child, origin, output: () => output, request: (path, init) => fetch(`${origin}${path}`, init) };
  started(host);
  return host;
}

/** Resolves once the host answers /healthz; rejects with its output when it exits first or takes longer than `withinMs`. */
export async function healthy(host: BuiltHost, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (host.child.exitCode !== null) throw new Error(`the host exited (${host.child.exitCode}) before it answered /healthz:\n${host.output()}`);
    const answer = await host.request('/healthz').catch(() => null);
    if (answer?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`the host did not answer /healthz within ${withinMs} ms:\n${host.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves with the exit code once the process has exited. */
export function exited(host: BuiltHost): Promise<number | null> {
  if (host.child.exitCode !== null || host.child.signalCode !== null) return Promise.resolve(host.child.exitCode);
  return new Promise((resolve) => host.child.once('exit', (code) => resolve(code)));
}

/** Stops the host: SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
export async function stopHost(host: BuiltHost, graceMs = 10_000): Promise<void> {
  const gone = exited(host);
  host.child.kill('SIGTERM');
  const timer = setTimeout(() => host.child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}
