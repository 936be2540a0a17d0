import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openDatabase } from '../../../../demo-host/db';
import { seedDatabase } from '../../../../demo-host/seed';

// The host as it ships: dist/host/main.mjs built with build.mjs's own options into a throwaway project root with
// package.json, the start script and node_modules as `npm prune --omit=dev` leaves them (the packages
// package-lock.json does not mark dev), started as its own process. The repository's dist/ is left alone: other
// tests and a developer's running host read it.

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface BuildModule {
  esbuildOptions(name: string): Record<string, unknown>;
}

/** A project root holding a freshly built host bundle; the other dist/ targets are empty stand-ins (npm start builds none). */
export async function builtHostRoot(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'canopy-built-'));
  const { esbuildOptions } = (await import(pathToFileURL(join(ROOT, 'build.mjs')).href)) as BuildModule;
  const { build } = await import('esbuild');
  await build({ ...esbuildOptions('host'), outdir: join(root, 'dist/host') } as never);
  for (const folder of ['widget', 'widget-react', 'widget-ssr']) mkdirSync(join(root, 'dist', folder));
  writeFileSync(join(root, 'dist/loader.js'), '');
  for (const file of ['package.json', 'build.mjs', 'scripts/start.mjs', 'loader/build/trimPenpal.mjs']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    copyFileSync(join(ROOT, file), join(root, file));
  }
  cpSync(join(ROOT, 'demo-host/demo/pages'), join(root, 'demo-host/demo/pages'), { recursive: true });
  linkProductionPackages(root);
  return root;
}

/** The packages of package-lock.json that are not dev-only: what `npm ci --omit=dev` installs (nested ones come along). */
export function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; devOptional?: boolean; link?: boolean }> };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path) && !entry.dev && !entry.devOptional && !entry.link)
    .map(([path]) => path.slice('node_modules/'.length));
}

/** root/node_modules holding only the production packages, each a link to the installed one. */
function linkProductionPackages(root: string): void {
  for (const name of productionPackages()) {
    mkdirSync(join(root, 'node_modules', name, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), join(root, 'node_modules', name), 'dir');
  }
}

/** A DATA_DIR already holding a small catalogue (2 stores, 100 products), so the host starts in a second or two. */
export async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-data-'));
  const database = await openDatabase({ dataDir });
  await seedDatabase(database.db, { stores: 2, products: 100 });
  await database.close();
  return dataDir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on the port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Spawns a command, keeping what it prints; `exited` resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions): RunningProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once GET /healthz answers 200; fails if the process exits first or 60 s pass. */
export async function waitForHealth(port: number, host: RunningProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  let exited = false;
  void host.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the host exited before it answered /healthz:\n${host.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the host did not answer /healthz within 60 s:\n${host.output()}`);
}
