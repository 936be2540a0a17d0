import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { priceCart } from '../../../../shared/pricing';
import type { CommerceDeps } from '../../../../demo-host/commerce/deps';
import { cartState } from '../../../../demo-host/commerce/cart/cartState';
import { createAttemptLimits } from '../../../../demo-host/commerce/auth/attemptLimits';
import { openHarness, type Harness, type MenuPick } from './harness';
import { openForShoppers, shop, SHOPPERS } from './shopper';

vi.setConfig({ testTimeout: 120_000 });

const databases: [string, string | null][] = [['SQLite', null], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : [])];

describe.each(databases)('%d concurrent shoppers on %s (DESIGN §3)'.replace('%d', String(SHOPPERS)), (_name, databaseUrl) => {
  let h: Harness;
  let picks: MenuPick[];
  beforeAll(async () => {
    h = await openHarness({ databaseUrl });
    picks = await openForShoppers(h);
  }, 60_000);
  afterAll(() => h.close());

  test("every reservation is present exactly once and every total equals the engine's", async () => {
    const results = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shop(h, picks, i)));
    expect(results.map((r) => r.status)).toEqual(Array(SHOPPERS).fill(200));
    const rows = await h.db.selectFrom('reservations as r').innerJoin('carts as c', 'c.id', 'r.cart_id').select(['r.id', 'r.amount_cents', 'c.uuid', 'c.status']).execute();
    expect(rows).toHaveLength(SHOPPERS);
    expect(new Set(rows.map((r) => r.uuid))).toEqual(new Set(results.map((r) => r.uuid)));
    const deps = {
      db: h.db,
      dialect: h.dialect,
      now: () => h.clock.now,
      secret: Buffer.from('x'),
      dataDir: h.dir,
      limits: createAttemptLimits(h.db),
      clientIp: () => null,
    } as unknown as CommerceDeps;
    for (const result of results) {
      const row = rows.find((r) => r.uuid === result.uuid)!;
      expect(row.id).toBe(result.reservationId);
      expect(row.status).toBe('checked_out');
      const cart = await h.db.selectFrom('carts').selectAll().where('uuid', '=', result.uuid).executeTakeFirstOrThrow();
      const state = await cartState(deps, cart);
      expect(row.amount_cents).toBe(priceCart(state.input!).order_total);
      expect(row.amount_cents).toBe(Math.round(result.seen * 100));
    }
  });
});
