import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MenuProduct, StoreSpecial } from '../../../../shared/types';
import { bearerUser, openSeededApi, type SeededApi } from './apiFixture';

// The special detail reads a cart by its uuid (000 §3 qualifying status); a cart with a user is that user's
// alone, as on every cart route (docs/api-commerce.md, cart access): anyone else gets the answer of no cart.

let api: SeededApi;
let specialId: number;
let target: MenuProduct;
const users = { owner: 0, other: 0 };

async function insertUser(email: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await api.opened.db.insertInto('users').values({ email, password_hash: 'x', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function insertCart(uuid: string, userId: number | null): Promise<void> {
  const now = new Date().toISOString();
  const cart = await api.opened.db
    .insertInto('carts')
    .values({
      uuid,
      store_id: 1,
      user_id: userId,
      status: 'pending',
      promo_code: null,
      delivery_address_json: null,
      user_group_special_id: null,
      app_mode: null,
      device_id: null,
      user_agent: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.opened.db.insertInto('cart_products').values({ cart_id: cart.id, product_id: target.id, price_id: target.available_weights[0], count: 2, created_at: now }).execute();
}

beforeAll(async () => {
  api = (await openSeededApi()).withApi({ authenticate: bearerUser });
  const specials: StoreSpecial[] = (await api.json('/stores/1/specials')).body.specials;
  specialId = specials.find((s) => s.special_type === 'product')!.id;
  target = (await api.json(`/stores/1/specials/${specialId}`)).body.products[0];
  users.owner = await insertUser('owner@example.com');
  users.other = await insertUser('other@example.com');
  await insertCart('owned-cart', users.owner);
  await insertCart('guest-cart', null);
}, 60_000);
afterAll(() => api.close());

const detail = async (cartUuid: string, userId: number | null) => {
  const r = await api.json(`/stores/1/specials/${specialId}?cart_uuid=${cartUuid}`, userId === null ? {} : { headers: { Authorization: `Bearer user-${userId}` } });
  expect(r.status).toBe(200);
  return r.body.detail;
};

describe("GET /stores/{id}/specials/{specialId}?cart_uuid: only the cart's owner sees its contents", () => {
  const nothing = { qualifying_status: 'not_qualified', qualified_products: [], discounted_products: [] };

  test.each([
    ['the owner', 'applied', 'owner' as const],
    ['another signed-in user', 'not_qualified', 'other' as const],
    ['an anonymous caller', 'not_qualified', null],
  ])("a user's cart asked by %s: %s", async (_who, status, who) => {
    const d = await detail('owned-cart', who === null ? null : users[who]);
    if (status === 'applied') {
      expect(d.qualifying_status).toBe('applied');
      expect(d.qualified_products).toEqual([expect.objectContaining({ id: target.id, count: 2 })]);
    } else {
      // The same answer as no cart at all: nothing tells the caller the cart exists or what it holds.
      expect(d).toMatchObject(nothing);
      expect(d).toEqual(await detail('no-such-cart', who === null ? null : users[who]));
    }
  });

  test.each([
    ['anyone holding its uuid', null],
    ['a signed-in user holding its uuid', 'other' as const],
  ])('a guest cart is read by %s', async (_who, who) => {
    expect((await detail('guest-cart', who === null ? null : users[who])).qualifying_status).toBe('applied');
  });
});
