import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addBody, menuPicks, type MenuPick } from '../commerce/harness';
import { openAdminHarness, type AdminHarness } from './adminHarness';

// docs/api-admin.md § Promo codes: a store's codes (001 §3 promo_code) made and changed through the admin API apply
// to a cart on the very next request, as the widget sends them (PATCH /carts promo_code); a disabled code does not.

let a: AdminHarness;
let storeTwoToken: string;
let pick: MenuPick;

beforeAll(async () => {
  a = await openAdminHarness();
  storeTwoToken = await a.operatorToken(2);
  pick = (await menuPicks(a.h.db, 1)).find((p) => p.price >= 2500 && p.max >= 2)!;
}, 60_000);
afterAll(() => a.close());

const codeRows = () => a.h.db.selectFrom('promo_codes').selectAll().orderBy('id').execute();

async function cartWithCode(code: string) {
  const add = await a.call('POST', '/cart_products', { body: addBody(1, pick, 2) });
  expect(add.status).toBe(201);
  return (await a.call('PATCH', '/carts', { body: { uuid: add.body.cart_uuid, promo_code: code } })).body.cart;
}

describe('GET /admin/stores/{id}/promo_codes', () => {
  test("lists the store's codes with money in dollars, and GET /stores/{id} never shows them", async () => {
    const r = await a.call('GET', '/admin/stores/1/promo_codes');
    expect(r.status).toBe(200);
    expect(r.body.promo_codes.map((p: { code: string }) => p.code)).toEqual(['WELCOME10', 'SAVE5', 'SUMMER25']);
    expect(r.body.promo_codes[1]).toMatchObject({ code: 'SAVE5', discount_type: 'dollar_amount', discount_dollar_amount: 5, cart_minimum: 40, enabled: true });
    expect(JSON.stringify((await a.call('GET', '/stores/1')).body)).not.toMatch(/WELCOME10|SAVE5/);
  });

  test('an operator token of store 2 gets a 403 on store 1, and a code of store 2 is a 404 under store 1', async () => {
    expect((await a.call('GET', '/admin/stores/1/promo_codes', { token: storeTwoToken })).status).toBe(403);
    const bigBag = (await codeRows()).find((row) => row.code === 'BIGBAG15')!;
    expect((await a.call('GET', `/admin/stores/1/promo_codes/${bigBag.id}`)).status).toBe(404);
    expect((await a.call('GET', `/admin/stores/2/promo_codes/${bigBag.id}`, { token: storeTwoToken })).status).toBe(200);
  });
});

describe('making, changing and deleting codes', () => {
  test('a code made through the API applies to a cart; disabled, it no longer does; enabled again, it does', async () => {
    const made = await a.call('POST', '/admin/stores/1/promo_codes', { body: { code: 'FALL20', discount_type: 'percent', discount_percent: 20 } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.promo_code).toMatchObject({ code: 'FALL20', discount_percent: 20, enabled: true, max_uses: null });
    expect(await cartWithCode('fall20')).toMatchObject({ promo_code_status: 'applied' });

    const id = made.body.promo_code.id;
    expect((await a.call('PATCH', `/admin/stores/1/promo_codes/${id}`, { body: { enabled: false } })).status).toBe(200);
    expect(await cartWithCode('FALL20')).toMatchObject({ promo_code_status: 'not_found' });

    const dollars = await a.call('PATCH', `/admin/stores/1/promo_codes/${id}`, { body: { enabled: true, discount_type: 'dollar_amount', discount_dollar_amount: 3 } });
    expect(dollars.body.promo_code).toMatchObject({ discount_type: 'dollar_amount', discount_dollar_amount: 3, discount_percent: null });
    expect(await cartWithCode('FALL20')).toMatchObject({ promo_code_status: 'applied', promo_code_message: 'Promo code FALL20 applied: $3.00 off' });
  });

  test.each([
    ['the same code in another case', { code: 'welcome10', discount_type: 'percent', discount_percent: 5 }, 'code'],
    ['an empty code', { code: '  ', discount_type: 'percent', discount_percent: 5 }, 'code'],
    ['a code with a space inside', { code: 'TWO WORDS', discount_type: 'percent', discount_percent: 5 }, 'code'],
    ['a percent over 100', { code: 'HUGE', discount_type: 'percent', discount_percent: 120 }, 'discount_percent'],
    ['a percent code without its percent', { code: 'NOPCT', discount_type: 'percent' }, 'discount_percent'],
    ['a dollar code without its amount', { code: 'NODOLLARS', discount_type: 'dollar_amount' }, 'discount_dollar_amount'],
    ['an unknown discount type', { code: 'ODD', discount_type: 'bogo', discount_percent: 5 }, 'discount_type'],
    [
      'a window that ends before it starts',
      { code: 'BACKWARDS', discount_type: 'percent', discount_percent: 5, start_time: '2026-12-01T00:00:00Z', end_time: '2026-11-01T00:00:00Z' },
      'end_time',
    ],
    ['a time that is not ISO-8601', { code: 'WHEN', discount_type: 'percent', discount_percent: 5, end_time: 'next week' }, 'end_time'],
    ['a limit of 0', { code: 'NEVER', discount_type: 'percent', discount_percent: 5, max_uses: 0 }, 'max_uses'],
    ['a field promo codes do not have', { code: 'EXTRA', discount_type: 'percent', discount_percent: 5, store_id: 2 }, 'store_id'],
  ])('POST with %s is a 422 naming %s, and nothing is written', async (_name, body, field) => {
    const before = await codeRows();
    const r = await a.call('POST', '/admin/stores/1/promo_codes', { body });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.message).toEqual(expect.any(String));
    expect(Object.keys(r.body.validations)).toContain(field);
    expect(await codeRows()).toEqual(before);
  });

  test('renaming a code onto another of the store (ignoring case) is a 422; the same code in another store is fine', async () => {
    const save5 = (await codeRows()).find((row) => row.code === 'SAVE5')!;
    const before = await codeRows();
    const r = await a.call('PATCH', `/admin/stores/1/promo_codes/${save5.id}`, { body: { code: 'Welcome10' } });
    expect(r.status).toBe(422);
    expect(r.body.validations.code).toEqual([expect.stringMatching(/already/)]);
    expect(await codeRows()).toEqual(before);
    expect((await a.call('POST', '/admin/stores/2/promo_codes', { body: { code: 'WELCOME10', discount_type: 'percent', discount_percent: 10 } })).status).toBe(201);
  });

  test('an operator token of store 2 cannot make or change store 1 codes', async () => {
    const before = await codeRows();
    const save5 = before.find((row) => row.code === 'SAVE5')!;
    expect((await a.call('POST', '/admin/stores/1/promo_codes', { token: storeTwoToken, body: { code: 'SNEAKY', discount_type: 'percent', discount_percent: 90 } })).status).toBe(
      403,
    );
    expect((await a.call('PATCH', `/admin/stores/1/promo_codes/${save5.id}`, { token: storeTwoToken, body: { enabled: false } })).status).toBe(403);
    expect(await codeRows()).toEqual(before);
  });

  test('DELETE removes an unused code (204, then 404)', async () => {
    const made = await a.call('POST', '/admin/stores/1/promo_codes', { body: { code: 'GONE', discount_type: 'dollar_amount', discount_dollar_amount: 1 } });
    const path = `/admin/stores/1/promo_codes/${made.body.promo_code.id}`;
    expect((await a.call('DELETE', path)).status).toBe(204);
    expect((await a.call('GET', path)).status).toBe(404);
    expect((await a.call('DELETE', path)).status).toBe(404);
  });
});
