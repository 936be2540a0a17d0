import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, createWriteStream, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Starts the built host and the demo partner site on two free ports with a throwaway DATA_DIR. The host is
// addressed as 127.0.0.1 and the demo site as localhost, so the two are different origins AND different sites,
// as a real partner's page and the Canopy host are.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [port, demoPort, partnerAppPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-e2e-'));
  const served = snapshotOfBuild();
  const hostOrigin = `http://127.0.0.1:${port}`;
  const demoOrigin = `http://localhost:${demoPort}`;
  // A partner's own site, on the allowlist as a partner would put it: the recipe specs (tests/e2e/recipes) serve
  // the docs' pages there from servers of their own (a React app, Next.js, a WordPress page).
  const partnerAppOrigin = `http://localhost:${partnerAppPort}`;
  // Specs that need a store set up a certain way change it through the admin API (support/storeSettings.ts).
  const adminToken = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, [join(served, 'dist/host/main.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_PORT: String(demoPort),
      DATA_DIR: dataDir,
      // The browser specs (and the bench's browser rows) run on SQLite; a DATABASE_URL in the environment is for the
      // bench's PostgreSQL rows and the PostgreSQL unit suite, which make their own databases.
      DATABASE_URL: '',
      HOST_ORIGIN: hostOrigin,
      DEMO_ORIGIN: demoOrigin,
      // Every spec registers and signs in from 127.0.0.1: one address, far more than a real shopper's 20 in 15 minutes.
      CANOPY_ADDRESS_ATTEMPTS: '1000',
      CANOPY_ADMIN_TOKEN: adminToken,
      CANOPY_PARTNER_ORIGINS: [process.env.CANOPY_PARTNER_ORIGINS, partnerAppOrigin].filter(Boolean).join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // CANOPY_E2E_HOST_LOG=<file>: the host's output as it comes, to read a failure's requests beside its trace.
  const hostLog = process.env.CANOPY_E2E_HOST_LOG ? createWriteStream(process.env.CANOPY_E2E_HOST_LOG) : null;
  if (hostLog) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => hostLog.write(chunk));

  await waitForHealth(`${hostOrigin}/healthz`, child, () => output);
  process.env.CANOPY_HOST_ORIGIN = hostOrigin;
  process.env.CANOPY_DEMO_ORIGIN = demoOrigin;
  process.env.CANOPY_PARTNER_APP_ORIGIN = partnerAppOrigin;
  process.env.CANOPY_DATA_DIR = dataDir;
  process.env.CANOPY_E2E_ADMIN_TOKEN = adminToken;
  // The host's copy of the build: npm run bench saves its static first-view page there (tests/bench/firstCard.ts).
  process.env.CANOPY_SERVED_ROOT = served;

  return async () => {
    await stop(child);
    reportHostTrouble(output);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(served, { recursive: true, force: true });
  };
}

/**
 * The host's warnings and errors during the run, each with the lines under it (a stack, a request id), printed at
 * the end: a spec that times out says what it waited for, and this says what the host saw meanwhile.
 */
function reportHostTrouble(output: string): void {
  const trouble: string[] = [];
  let keep = 0;
  for (const line of output.split('\n')) {
    if (/^\[[\d:.]+\] (WARN|ERROR|FATAL):/.test(line)) keep = 8;
    else if (/^\[[\d:.]+\] /.test(line)) keep = 0;
    if (keep-- > 0) trouble.push(line.slice(0, 300));
  }
  if (trouble.length > 0) console.log(`the host's warnings and errors during the run:\n${trouble.slice(0, 200).join('\n')}`);
}

/**
 * The host serves a copy of the build taken now, not dist/ itself: `node build.mjs` empties dist/ and writes
 * chunks under new content hashes, so a build during the run (another terminal, a merge) took the chunks from
 * under open pages and the next lazy page failed to load: the 'Oops!' right after Place order, whose
 * receipt chunk is the last one a journey fetches. The host finds its root by package.json and reads the demo
 * pages and dist/ below it; its packages resolve through a node_modules link.
 */
function snapshotOfBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'canopy-e2e-root-'));
  cpSync('dist', join(root, 'dist'), { recursive: true });
  cpSync('demo-host/demo/pages', join(root, 'demo-host/demo/pages'), { recursive: true });
  copyFileSync('package.json', join(root, 'package.json'));
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000; // first start seeds the sample catalogue
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`host exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`host did not answer ${url} within 120 s:\n${output()}`);
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
