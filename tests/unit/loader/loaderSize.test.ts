// @vitest-environment node
// DESIGN §3: /loader.js is at most 12 KB gzip, iframe resizing and RPC included, with at least 1 KB of that free.
// The loader is built here in memory with build.mjs's own options, so a change that eats the free kilobyte fails
// this test as well as `node build.mjs`.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';

interface BuildModule {
  LOADER_BUDGET_BYTES: number;
  LOADER_FREE_BYTES: number;
  loaderGzipBytes(): Promise<number>;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const loadBuild = () => import(pathToFileURL(join(root, 'build.mjs')).href) as Promise<BuildModule>;

test('build.mjs enforces DESIGN §3: 12 KB with 1 KB free', async () => {
  const { LOADER_BUDGET_BYTES, LOADER_FREE_BYTES } = await loadBuild();
  expect(LOADER_BUDGET_BYTES - LOADER_FREE_BYTES).toBe(11 * 1024);
});

test('the built loader leaves at least 1 KB of its 12 KB gzip budget free', async () => {
  const { loaderGzipBytes } = await loadBuild();
  expect(await loaderGzipBytes()).toBeLessThanOrEqual(11_264);
}, 30_000);
