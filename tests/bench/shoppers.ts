// DESIGN §3: the API under 50 concurrent shoppers — 0 errors, 0 lost or duplicated reservations. Each
// shopper adds 1–3 products, reads its cart and checks out (every second one double-submits at once),
// in-process on a throwaway SQLite DATA_DIR (PostgreSQL when DATABASE_URL is set). Also reports the
// checkout p95 under that load, after a warm-up round so the figure is a running host's, not JIT start-up.
import { openHarness } from '../unit/demo-host/commerce/harness';
import { openForShoppers, shop, SHOPPERS } from '../unit/demo-host/commerce/shopper';
import { ms, percentile, type BenchRow } from './row';

const WARM_UP_SHOPPERS = 20;

export async function shopperRows(): Promise<BenchRow[]> {
  const h = await openHarness();
  try {
    const picks = await openForShoppers(h);
    await Promise.all(Array.from({ length: WARM_UP_SHOPPERS }, (_, i) => shop(h, picks, SHOPPERS + i)));
    const results = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) => shop(h, picks, i).catch(() => ({ uuid: '', status: 0, reservationId: null, seen: 0, checkoutMs: 0 }))),
    );
    const errors = results.filter((r) => r.status !== 200).length;
    const rows = await h.db.selectFrom('reservations as r').innerJoin('carts as c', 'c.id', 'r.cart_id').select(['r.id', 'c.uuid']).execute();
    const perCart = new Map<string, number>();
    for (const r of rows) perCart.set(r.uuid, (perCart.get(r.uuid) ?? 0) + 1);
    const confirmed = results.filter((r) => r.status === 200);
    const lost = confirmed.filter((r) => perCart.get(r.uuid) !== 1 || !rows.some((row) => row.id === r.reservationId)).length;
    const duplicated = [...perCart.values()].filter((n) => n > 1).length + Math.max(0, rows.length - WARM_UP_SHOPPERS - confirmed.length);
    const p95 = percentile(
      confirmed.map((r) => r.checkoutMs),
      95,
    );
    return [
      {
        what: `API under ${SHOPPERS} concurrent shoppers (add, cart, checkout; ${h.dialect}, in-process)`,
        budget: '0 errors, 0 lost/duplicated',
        measured: `${errors} errors, ${lost} lost, ${duplicated} duplicated; checkout p95 ${ms(p95)}`,
        verdict: errors === 0 && lost === 0 && duplicated === 0 ? 'ok' : 'over',
      },
    ];
  } finally {
    await h.close();
  }
}
