// loadCanopy (packages/embed): the loader's script is added once and its API handed over, the @stripe/stripe-js
// way. happy-dom really fetches and runs the scripts here (tests/vitest.config.ts), from servers this file starts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CanopyApi, CanopyStub } from '../../../packages/embed/src/index';

// What the real /loader.js does to the page, as far as loadCanopy can tell: defines window.Canopy (DESIGN §1.3).
const FAKE_LOADER =
  "window.loaderRuns = (window.loaderRuns || 0) + 1; window.Canopy = { version: 'fake', mount: function () { return null; }, q: { push: function () { return 0; } } };";

type Page = Window & { loaderRuns?: number };
const page = () => window as Page;

interface Served {
  origin: string;
  requests: number;
  server: Server;
}

/** A host whose /loader.js answers with this body, or a 404 for null. */
async function serve(body: string | null): Promise<Served> {
  const served: Served = { origin: '', requests: 0, server: createServer() };
  served.server.on('request', (request, response) => {
    served.requests += 1;
    if (body === null || request.url !== '/loader.js') response.writeHead(404).end('Not found');
    else response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => served.server.listen(0, '127.0.0.1', resolve));
  served.origin = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}`;
  return served;
}

/** loadCanopy from a fresh module: each test starts with no promise remembered. */
async function freshLoadCanopy() {
  vi.resetModules();
  return (await import('../../../packages/embed/src/loadCanopy')).loadCanopy;
}

const loaderScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).filter((script) => script.src.endsWith('/loader.js'));

describe('loadCanopy', () => {
  let loader: Served;
  let missing: Served;
  let notALoader: Served;
  beforeAll(async () => {
    [loader, missing, notALoader] = await Promise.all([serve(FAKE_LOADER), serve(null), serve('/* some other script */')]);
  });
  afterAll(() => [loader, missing, notALoader].forEach(({ server }) => server.close()));
  beforeEach(() => {
    loader.requests = 0;
    delete page().Canopy;
    delete page().loaderRuns;
  });
  afterEach(() => loaderScripts().forEach((script) => script.remove()));

  test('adds one async script for the host and resolves to window.Canopy; a second call gets the same promise', async () => {
    const loadCanopy = await freshLoadCanopy();
    const first = loadCanopy({ host: loader.origin });
    const second = loadCanopy(loader.origin);
    expect(second).toBe(first);
    const api = await first;
    expect(api).toBe(window.Canopy);
    expect(api?.version).toBe('fake');
    expect(loaderScripts().map((script) => [script.src, script.async])).toEqual([[`${loader.origin}/loader.js`, true]]);
    expect(await loadCanopy({ host: loader.origin })).toBe(api);
    expect(loaderScripts()).toHaveLength(1);
    expect([page().loaderRuns, loader.requests]).toEqual([1, 1]);
  });

  test('a loader script already on the page (the snippet) is waited for, not added again', async () => {
    const snippet = document.createElement('script');
    snippet.src = `${loader.origin}/loader.js`;
    snippet.async = true;
    document.body.appendChild(snippet);
    const loadCanopy = await freshLoadCanopy();
    const api = await loadCanopy({ host: loader.origin });
    expect(api).toBe(window.Canopy);
    expect(loaderScripts()).toEqual([snippet]);
    expect(page().loaderRuns).toBe(1);
  });

  test('a loader that has already run is used as it is, with no host and no script', async () => {
    const installed = { version: 'installed', mount: () => null, q: { push: () => 0 } } satisfies CanopyApi;
    window.Canopy = installed;
    const loadCanopy = await freshLoadCanopy();
    expect(await loadCanopy()).toBe(installed);
    expect(loaderScripts()).toEqual([]);
  });

  test('the queue a page set up before the loader (window.Canopy = { q: [] }) is not the API: the loader is loaded', async () => {
    const stub: CanopyStub = { q: [] };
    window.Canopy = stub;
    const loadCanopy = await freshLoadCanopy();
    const api = await loadCanopy({ host: loader.origin });
    expect(api).not.toBe(stub);
    expect(api?.version).toBe('fake');
  });

  test.each([
    ['a host that answers 404', () => ({ host: missing.origin }), /could not be loaded/],
    ['a script that defines no API', () => ({ host: notALoader.origin }), /defined no window\.Canopy/],
    ['no host and no loader on the page', () => ({}), /needs the Canopy host/],
    ['a host that is not a URL', () => ({ host: 'menu.example.com' }), /is not a URL/],
    ['a host that is not http(s)', () => ({ host: 'ftp://menu.example.com' }), /must be an http\(s\) origin/],
  ])('rejects with an Error saying why for %s, and a later call tries again', async (_, options, message) => {
    const loadCanopy = await freshLoadCanopy();
    const failed = loadCanopy(options());
    await expect(failed).rejects.toThrow(message);
    await expect(failed).rejects.toBeInstanceOf(Error);
    // The failed script is gone, so the retry (with a working host) is not stuck waiting on it.
    expect(loaderScripts().filter((script) => script.src.startsWith(missing.origin))).toEqual([]);
    const retry = loadCanopy({ host: loader.origin });
    expect(retry).not.toBe(failed);
    expect((await retry)?.version).toBe('fake');
  });
});
