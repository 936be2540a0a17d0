import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { openDatabase } from '../../../../demo-host/db';
import { addBody, openHarness, type MenuPick } from './harness';
import { openForShoppers } from './shopper';

vi.setConfig({ testTimeout: 120_000 });

const HOST = fileURLToPath(new URL('./crashHost.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function startHost(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOST], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /READY (\d+)/.exec(out);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    });
    child.stderr!.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => reject(new Error(`host exited (${code}) before it was ready: ${out}`)));
  });
}

async function post(base: string, path: string, body: unknown) {
  const r = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: r.status, body: await r.json() };
}

/** Shoppers checking out over HTTP until the host dies; answers every checkout the host confirmed. */
async function shopUntilKilled(base: string, picks: MenuPick[], kill: () => void) {
  const confirmed: { cart_uuid: string; id: number; uuid: string; amount: number }[] = [];
  let stop = false;
  const shopper = async (n: number) => {
    for (let i = 0; !stop; i += 1) {
      try {
        const pick = picks[(n * 31 + i) % picks.length];
        const added = await post(base, '/cart_products', addBody(1, pick, 1));
        const body = {
          cart_uuid: added.body.cart_uuid,
          payment_method: 'cash',
          agreement_accepted: true,
          birth_date: '1990-02-03',
          contact: { first_name: 'Crash', last_name: 'Test', email: `crash${n}@example.com` },
        };
        const done = await post(base, '/carts/checkout', body);
        if (done.status === 200) confirmed.push({ cart_uuid: body.cart_uuid, ...done.body.reservation });
      } catch {
        stop = true; // the host is gone
      }
    }
  };
  const running = Array.from({ length: 20 }, (_, n) => shopper(n));
  while (confirmed.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
  kill();
  await Promise.all(running);
  return confirmed;
}

const databases: [string, string | null][] = [['SQLite', null], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : [])];

describe.each(databases)('kill -9 of the host mid-run on %s (DESIGN §3: 0 lost or duplicated reservations)', (_name, url) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  test('loses no committed reservation and leaves no cart half checked out', async () => {
    const h = await openHarness({ databaseUrl: url });
    const picks = await openForShoppers(h);
    await h.release(); // the child owns the database now
    const { child, base } = await startHost({ DATA_DIR: h.dir, DATABASE_URL: h.databaseUrl ?? '' });
    cleanups.push(async () => {
      child.kill('SIGKILL');
      await h.close();
    });
    const exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    const confirmed = await shopUntilKilled(base, picks, () => child.kill('SIGKILL'));
    expect(await exited).toBe('SIGKILL');
    expect(confirmed.length).toBeGreaterThanOrEqual(40);

    const reopened = await openDatabase({ dataDir: h.dir, databaseUrl: h.databaseUrl });
    try {
      const rows = await reopened.db
        .selectFrom('reservations as r')
        .innerJoin('carts as c', 'c.id', 'r.cart_id')
        .select(['r.id', 'r.uuid', 'r.amount_cents', 'c.uuid as cart_uuid'])
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const c of confirmed) {
        expect(byId.get(c.id), `reservation ${c.id}`).toMatchObject({ uuid: c.uuid, cart_uuid: c.cart_uuid, amount_cents: Math.round(c.amount * 100) });
      }
      // Atomic: a cart is checked out exactly when its reservation exists.
      const checkedOut = await reopened.db.selectFrom('carts').select('id').where('status', '=', 'checked_out').execute();
      expect(checkedOut.length).toBe(rows.length);
    } finally {
      await reopened.close();
    }
  });
});
