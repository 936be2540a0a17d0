import { expect } from 'vitest';
import type { StoreData } from '../../../../demo-host/db';
import { addBody, menuPicks, NOON_LA, patchStore, type Harness } from './harness';

/**
 * Store 1 as a checkout test file expects it, whatever the seed drew, and what puts it back after each test (the
 * settings, the mode columns, the clock). Carts hold gear, merch or edibles: none of them weighs on a flower limit.
 */
export async function checkoutStoreOne(h: Harness, settings: Partial<StoreData>) {
  const picks = (await menuPicks(h.db, 1)).filter((p) => p.kind === 'gear' || p.kind === 'merch' || p.kind === 'edible');
  await patchStore(h.db, 1, settings);
  const data = (await h.db.selectFrom('stores').select('data').where('id', '=', 1).executeTakeFirstOrThrow()).data;
  let next = 0;
  return {
    picks,
    /** Another product each time, so no line runs into its own quantity cap. */
    async cart(token?: string, count = 1): Promise<string> {
      const r = await h.call('POST', '/cart_products', { body: addBody(1, picks[next++ % picks.length], count), token });
      expect(r.status).toBe(201);
      return r.body.cart_uuid;
    },
    async restore(): Promise<void> {
      h.clock.now = NOON_LA;
      await h.db.updateTable('stores').set({ data, curbside: 1, delivery: 1, pickup: 1 }).where('id', '=', 1).execute();
    },
  };
}
