import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addBody, openHarness, TEST_SECRET, type Harness, type MenuPick } from '../commerce/harness';
import type { WriteMenuRow } from './hostProcess';
import type { MenuProduct } from '../../../../shared/types';
import { fakeDistDrawingPrices, firstPageProduct, pricesSeen, type PricesSeen, type Watched } from './pricesSeen';

// DESIGN §1.7: any write is visible on every host instance on the very next request. Two real host processes
// (hostProcess.ts) serve one database over HTTP; each has warmed its own menu indexes when the other writes.
// PostgreSQL is how several instances share a database; two processes on one SQLite file are checked as well.

const HOST = fileURLToPath(new URL('./hostProcess.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface HostProcess {
  child: ChildProcess;
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Writes a menu row through this process (the row and menuChanged in one transaction). */
  write(changes: Record<string, number | null>): Promise<void>;
}

function startHost(env: Record<string, string>, pick: MenuPick): Promise<HostProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOST], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let writes = 0;
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`host process exited (${code}) before it listened: ${output}`)));
    child.on('message', (message: { listening?: number }) => {
      if (message.listening === undefined) return;
      const base = `http://127.0.0.1:${message.listening}`;
      resolve({
        child,
        request: (path, init) => fetch(`${base}${path}`, init),
        write: (changes) =>
          new Promise((done) => {
            const id = ++writes;
            const answered = (reply: { written?: number }) => {
              if (reply.written !== id) return;
              child.off('message', answered);
              done();
            };
            child.on('message', answered);
            child.send({ id, write: { storeId: 1, productId: pick.product_id, changes } } satisfies WriteMenuRow);
          }),
      });
    });
  });
}

const databases: [string, string | null][] = [
  ['SQLite', null],
  ...(process.env.DATABASE_URL?.startsWith('postgres') ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : []),
];

describe.each(databases)('two host processes on one %s database (DESIGN §1.7)', (_name, url) => {
  let h: Harness;
  let dist: string;
  let pick: MenuPick;
  let watched: Watched;
  const hosts: HostProcess[] = [];

  beforeAll(async () => {
    h = await openHarness({ databaseUrl: url });
    let name: string;
    ({ pick, name } = await firstPageProduct(h));
    await h.release(); // the host processes own the database now
    dist = fakeDistDrawingPrices(pick.price_id);
    // One signing secret for both, as every instance on one PostgreSQL must have (CANOPY_SECRET, docs/security.md).
    const env = { DATA_DIR: h.dir, DATABASE_URL: h.databaseUrl ?? '', CANOPY_TEST_DIST: dist, CANOPY_SECRET: TEST_SECRET };
    hosts.push(...(await Promise.all([startHost(env, pick), startHost(env, pick)])));
    const added = await hosts[0].request('/api/v1/cart_products', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(addBody(1, pick)) });
    expect(added.status).toBe(201);
    watched = { storeId: 1, productId: pick.product_id, name, weight: pick.price_id, cartUuid: ((await added.json()) as { cart_uuid: string }).cart_uuid };
  }, 90_000);
  afterAll(async () => {
    await Promise.all(hosts.map(({ child }) => new Promise((exited) => (child.exitCode !== null ? exited(null) : (child.once('exit', exited), child.kill('SIGTERM'))))));
    await h?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const seenBy = (host: HostProcess) => pricesSeen(host.request, watched);
  const everywhere = (dollars: number | null, cartUnavailable: number[] = []): PricesSeen => ({
    menu: dollars,
    product: dollars,
    inlined: dollars,
    firstView: dollars,
    cart: dollars,
    cartUnavailable,
  });
  const column = () => `price_${pick.price_id}`;

  test('a price written through one process is what the other answers on its next request', async () => {
    for (const host of hosts) expect(await seenBy(host)).toEqual(everywhere(pick.price / 100));
    const cents = pick.price + 8_700;
    await hosts[0].write({ [column()]: cents });
    expect(await seenBy(hosts[1])).toEqual(everywhere(cents / 100));
    expect(await seenBy(hosts[0])).toEqual(everywhere(cents / 100));
  });

  test('a product hidden through the other process is gone from the first one’s menu and flagged in its cart (001 §4)', async () => {
    for (const host of hosts) await seenBy(host);
    await hosts[1].write({ visible: 0 });
    expect(await seenBy(hosts[0])).toMatchObject({ menu: null, product: null, inlined: null, firstView: null, cartUnavailable: [pick.product_id] });
    await hosts[0].write({ visible: 1, [column()]: pick.price });
    expect(await seenBy(hosts[1])).toEqual(everywhere(pick.price / 100));
  });

  test('a review posted through one process moves the rating and count the other answers, menu and product page', async () => {
    const json = async (host: HostProcess, path: string, init?: RequestInit) => {
      const answer = await host.request(path, { ...init, headers: { 'Content-Type': 'application/json', ...init?.headers } });
      return { status: answer.status, body: (await answer.json()) as any };
    };
    const ratingSeen = async (host: HostProcess) => {
      const product = (await json(host, `/api/v1/products/${pick.product_id}?store_id=1`)).body;
      const menu = (await json(host, `/api/v1/stores/1/menu_products?${new URLSearchParams({ query: watched.name, per_page: '100' })}`)).body.products.find(
        (p: MenuProduct) => p.id === pick.product_id,
      );
      return { product: [product.aggregate_rating, product.review_count], menu: [menu.aggregate_rating, menu.review_count] };
    };
    const before = await ratingSeen(hosts[1]);
    const registered = await json(hosts[0], '/api/v1/users', {
      method: 'POST',
      body: JSON.stringify({ user: { email: 'reviewer@example.com', password: 'correct horse battery' } }),
    });
    expect(registered.status).toBe(201);
    const reviewed = await json(hosts[0], `/api/v1/products/${pick.product_id}/reviews`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${registered.body.token}` },
      body: JSON.stringify({ rating: 1 }),
    });
    expect(reviewed.status).toBe(201);
    const count = before.product[1] + 1;
    const after = await ratingSeen(hosts[1]);
    expect(after.product[1]).toBe(count);
    expect(after.menu).toEqual(after.product);
    expect(after).toEqual(await ratingSeen(hosts[0]));
  });
});
