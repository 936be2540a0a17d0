import { addBody, menuPicks, patchStore, type Harness, type MenuPick } from './harness';

// The shopper of the concurrency test, the crash test and the bench (DESIGN §3: 50 concurrent shoppers).

export const SHOPPERS = 50;

/** One shopper: adds 1–3 products, reads the cart, checks out as a guest with the total it saw. */
export async function shop(
  h: Harness,
  picks: readonly MenuPick[],
  i: number,
): Promise<{ uuid: string; status: number; reservationId: number | null; seen: number; checkoutMs: number }> {
  const lines = [picks[(i * 7) % picks.length], picks[(i * 13 + 5) % picks.length], picks[(i * 3 + 11) % picks.length]].slice(0, 1 + (i % 3));
  let uuid: string | undefined;
  for (const [n, pick] of lines.entries()) {
    const r = await h.call('POST', '/cart_products', { body: addBody(1, pick, 1 + ((i + n) % 2), uuid) });
    if (r.status >= 300) throw new Error(`shopper ${i} add: ${r.status} ${JSON.stringify(r.body)}`);
    uuid = r.body.cart_uuid;
  }
  const seen = (await h.call('GET', '/carts', { query: { uuid: uuid! } })).body.cart.order_total;
  const body = {
    cart_uuid: uuid,
    payment_method: 'cash',
    agreement_accepted: true,
    expected_total: seen,
    birth_date: '1990-02-03',
    contact: { first_name: 'Shopper', last_name: String(i), email: `shopper${i}@example.com` },
  };
  // Every second shopper double-submits, concurrently, as an impatient click would.
  const started = performance.now();
  const submits = await Promise.all(Array.from({ length: i % 2 === 0 ? 2 : 1 }, () => h.call('POST', '/carts/checkout', { body })));
  const checkoutMs = performance.now() - started;
  const ids = new Set(submits.map((s) => s.body?.reservation?.id));
  if (ids.size !== 1) throw new Error(`shopper ${i}: submits answered different reservations ${[...ids]}`);
  return { uuid: uuid!, status: Math.max(...submits.map((s) => s.status)), reservationId: submits[0].body?.reservation?.id ?? null, seen, checkoutMs };
}

/** Store 1 set up so every shopper can check out: no ID, no birth date, guests welcome, no minimum. */
export async function openForShoppers(h: Pick<Harness, 'db'>): Promise<MenuPick[]> {
  await patchStore(h.db, 1, {
    pickup_id_required: false,
    birth_date_required: false,
    guest_checkout_setting: 'allowed',
    pickup_minimum: 0,
    cart_limit_rules: [],
    pickup_payment_options: ['cash'],
  });
  return (await menuPicks(h.db, 1)).filter((p) => p.max >= 2);
}
