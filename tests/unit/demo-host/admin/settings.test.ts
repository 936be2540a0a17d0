import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FEATURE_FLAGS } from '../../../../shared/platform';
import { addBody, menuPicks, type MenuPick } from '../commerce/harness';
import { openAdminHarness, type AdminHarness } from './adminHarness';

// docs/api-admin.md § Store settings: GET and PATCH /admin/stores/{id}/settings and /feature_flags. A PATCH merges
// the fields it names into the store's settings, validates the whole, and is seen by the very next request.

let a: AdminHarness;
let storeOneToken: string;
let storeTwoToken: string;

beforeAll(async () => {
  a = await openAdminHarness();
  storeOneToken = await a.operatorToken(1);
  storeTwoToken = await a.operatorToken(2);
}, 60_000);
afterAll(() => a.close());

const storeRow = (id: number) => a.h.db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const publicStore = async (id = 1) => (await a.call('GET', `/stores/${id}`)).body.store;
const patchSettings = (body: unknown, token?: string) => a.call('PATCH', '/admin/stores/1/settings', { body, token });

describe('GET /admin/stores/{id}/settings', () => {
  test('answers every settings group as GET /stores/{id} shows it, and nothing else of the store', async () => {
    const r = await a.call('GET', '/admin/stores/1/settings');
    expect(r.status).toBe(200);
    const store = await publicStore();
    const settings = r.body.settings as Record<string, unknown>;
    for (const field of [
      'working_hours',
      'pickup',
      'pickup_timing',
      'delivery_fee_amount',
      'store_taxes',
      'delivery_zipcodes',
      'cart_limit_rules',
      'tip_settings',
      'guest_checkout_setting',
      'custom_product_type_labels',
    ]) {
      expect(settings[field], field).toEqual(store[field]);
    }
    for (const field of ['id', 'name', 'rating', 'loyalty', 'integrations', 'notification_email', 'webhook_url']) expect(settings).not.toHaveProperty(field);
  });

  test('an operator token of store 2 gets a 403 on store 1; store 1 its own token reads it', async () => {
    expect((await a.call('GET', '/admin/stores/1/settings', { token: storeTwoToken })).status).toBe(403);
    expect((await a.call('GET', '/admin/stores/1/settings', { token: storeOneToken })).status).toBe(200);
  });
});

describe('PATCH /admin/stores/{id}/settings', () => {
  test.each([
    ['fees', { service_fee_amount: 3.5, delivery_fee_amount: 6.25 }],
    ['modes', { curbside: false, curbside_pickup_setting: 'not_allowed' }],
    [
      'hours',
      {
        allow_off_hours_ordering: true,
        pickup_hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({ day, from: '10:00', to: '18:30' })),
      },
    ],
    ['taxes', { sales_tax_rate: 7.25, store_taxes: [{ title: 'Excise', rate: 15, is_taxable: true, apply_to_discounted_price: true, apply_to_non_cannabis_items: false }] }],
    ['delivery zones', { delivery_zipcodes: [{ zipcode: '90026', fee: 4.5, min_amount: 35, lead_time_minutes: 45, last_call_minutes: null }] }],
    ['tips', { tip_settings: { variant: 'dollar', custom_amounts: [1, 2.5, 5], enabled_for: ['pickup'] } }],
    ['checkout gates', { guest_checkout_setting: 'disabled', checkout_age_minimum: 21, birth_date_required: true }],
    ['labels', { custom_lineage_labels: { cbd: 'CBD-rich' }, specials_row_configs: { custom_display_name: 'Deals' } }],
    ['legal texts (the legal pages of 000 §2)', { legal_texts: { terms: '## Our terms\n\nOrders are **reservations**.', privacy_policy: 'We keep your e-mail.' } }],
  ])('%s: 200 with the whole settings, and the next GET /stores/1 shows the change', async (_group, change) => {
    const r = await patchSettings(change);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.settings).toMatchObject(change);
    expect(await publicStore()).toMatchObject(change);
  });

  test('money is kept in cents in the store data, as the seed keeps it', async () => {
    await patchSettings({ service_fee_amount: 1.99, pickup_timing: { ...(await publicStore()).pickup_timing, minimum_order: 12.5 } });
    const data = JSON.parse((await storeRow(1)).data);
    expect(data.service_fee_amount).toBe(199);
    expect(data.pickup_timing.minimum_order).toBe(1250);
  });

  test.each([
    ['a negative fee', { service_fee_amount: -1 }, 'service_fee_amount'],
    ['a fee with 3 decimals', { delivery_fee_amount: 1.234 }, 'delivery_fee_amount'],
    ['an unknown day', { pickup_hours: [{ day: 'funday', from: '09:00', to: '17:00' }] }, 'pickup_hours.0.day'],
    ['a clock that is not HH:MM', { working_hours: [{ day: 'monday', period: { from: '9am', to: '17:00' } }] }, 'working_hours.0.period.from'],
    [
      'a timing without its interval',
      { delivery_timing: { min_lead_time: 60, max_lead_time: 120, window: 60, last_call_interval: 15, max_orders_per_window: null, minimum_order: 30 } },
      'delivery_timing.interval',
    ],
    [
      'a lead time range upside down',
      { pickup_timing: { min_lead_time: 90, max_lead_time: 30, interval: 15, window: 30, last_call_interval: 15, max_orders_per_window: null, minimum_order: 0 } },
      'pickup_timing',
    ],
    [
      'a tax rate over 100',
      { store_taxes: [{ title: 'X', rate: 150, is_taxable: true, apply_to_discounted_price: true, apply_to_non_cannabis_items: false }] },
      'store_taxes.0.rate',
    ],
    ['a zip-code strategy with no zip codes', { delivery_config_strategy: 'zipcode', delivery_zipcodes: [] }, 'delivery_zipcodes'],
    [
      'a cart limit of an unknown product type',
      { cart_limit_rules: [{ product_group_name: 'Flower', limit_value: 28, limit_unit: 'g', rule_type: 'product', product_types: ['weed'] }] },
      'cart_limit_rules.0.product_types.0',
    ],
    ['a percentage tip over 100', { tip_settings: { variant: 'percentage', custom_amounts: [150], enabled_for: ['pickup'] } }, 'tip_settings.custom_amounts'],
    ['a label for an unknown kind', { custom_product_type_labels: { weed: 'Weed' } }, 'custom_product_type_labels'],
    ['a legal text for a page that does not exist', { legal_texts: { cookies: 'We use cookies.' } }, 'legal_texts.cookies'],
    ['a field that is not a setting', { name: 'Renamed' }, 'name'],
    ['the notification e-mail (its own route)', { notification_email: 'ops@example.com' }, 'notification_email'],
  ])('%s is a 422 naming %s, and nothing is written', async (_name, change, field) => {
    const before = await storeRow(1);
    const r = await patchSettings(change);
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.message).toEqual(expect.any(String));
    expect(Object.keys(r.body.validations)).toContain(field);
    expect(await storeRow(1)).toEqual(before);
  });

  test('legal_texts: a page set back to null falls back to the default text, and the others are kept', async () => {
    await patchSettings({ legal_texts: { terms: 'Store terms.', ada: 'Call us to order by phone.' } });
    const r = await patchSettings({ legal_texts: { ...(await publicStore()).legal_texts, terms: null } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await publicStore()).legal_texts).toEqual({ terms: null, ada: 'Call us to order by phone.' });
  });

  test('a legal text over 20,000 characters is a 422 naming legal_texts.terms', async () => {
    const r = await patchSettings({ legal_texts: { terms: 'x'.repeat(20_001) } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.validations)).toContain('legal_texts.terms');
  });

  test('a store no operator has given legal texts answers an empty legal_texts', async () => {
    expect((await publicStore(2)).legal_texts).toEqual({});
  });

  test('a body that is not an object is a 4xx, never a 5xx', async () => {
    for (const body of ['[1,2]', 'not json', '"text"']) {
      const r = await a.call('PATCH', '/admin/stores/1/settings', { body, contentType: 'application/json' });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
  });

  test('an operator token of store 2 gets a 403 on store 1 and writes nothing', async () => {
    const before = await storeRow(1);
    expect((await patchSettings({ service_fee_amount: 9 }, storeTwoToken)).status).toBe(403);
    expect(await storeRow(1)).toEqual(before);
    expect((await patchSettings({ service_fee_amount: 2 }, storeOneToken)).status).toBe(200);
  });
});

describe('a settings change reaches the cart on the very next request', () => {
  let pick: MenuPick;
  beforeAll(async () => {
    pick = (await menuPicks(a.h.db, 1, ['flower'])).find((p) => p.price_id === 'eighth_ounce' && p.max >= 3)!;
  });

  test('the service fee', async () => {
    const add = await a.call('POST', '/cart_products', { body: addBody(1, pick, 1) });
    expect(add.status).toBe(201);
    await patchSettings({ service_fee_amount: 4.75 });
    const cart = (await a.call('GET', '/carts', { query: { uuid: add.body.cart_uuid } })).body.cart;
    expect(cart.service_fee_amount).toBe(4.75);
  });

  test('a cart limit (000 §3 cart_limit_rules)', async () => {
    const limit = { product_group_name: 'Flower', limit_value: 7, limit_unit: 'g', rule_type: 'product', product_types: ['flower'] };
    expect((await patchSettings({ cart_limit_rules: [limit] })).status).toBe(200);
    const r = await a.call('POST', '/cart_products', { body: addBody(1, pick, 3) }); // 10.5 g
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'cart_limit_exceeded', limit: { product_group_name: 'Flower', limit_value: 7 } });
    expect((await patchSettings({ cart_limit_rules: [] })).status).toBe(200);
    expect((await a.call('POST', '/cart_products', { body: addBody(1, pick, 3) })).status).toBe(201);
  });

  test('turning a mode off moves the store out of the directory for that mode', async () => {
    await patchSettings({ delivery: false });
    const listed = (await a.call('GET', '/stores', { query: { mode: 'delivery' } })).body.stores.map((s: { id: number }) => s.id);
    expect(listed).not.toContain(1);
    await patchSettings({ delivery: true });
  });
});

describe('GET and PATCH /admin/stores/{id}/feature_flags (000 §1)', () => {
  test('every flag is answered, off unless the store turned it on', async () => {
    const r = await a.call('GET', '/admin/stores/2/feature_flags');
    expect(r.status).toBe(200);
    expect(r.body.feature_flags).toEqual(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])));
  });

  test('a PATCH turns flags on and off, and GET /stores/{id} carries them where the widget reads the store', async () => {
    const r = await a.call('PATCH', '/admin/stores/2/feature_flags', { body: { 'gold-bundles': true, 'terpene-filters': true } });
    expect(r.status).toBe(200);
    expect(r.body.feature_flags).toMatchObject({ 'gold-bundles': true, 'terpene-filters': true, 'one-click-checkout': false });
    await a.call('PATCH', '/admin/stores/2/feature_flags', { body: { 'terpene-filters': false } });
    expect((await publicStore(2)).feature_flags).toMatchObject({ 'gold-bundles': true, 'terpene-filters': false });
  });

  test('a flag can be on for a percentage of shoppers (0 to 100), kept as set and carried to the widget', async () => {
    const r = await a.call('PATCH', '/admin/stores/2/feature_flags', { body: { 'auto-refresh': 25, 'one-click-checkout': 0.5 } });
    expect(r.status).toBe(200);
    expect(r.body.feature_flags).toMatchObject({ 'auto-refresh': 25, 'one-click-checkout': 0.5 });
    expect((await a.call('GET', '/admin/stores/2/feature_flags')).body.feature_flags).toMatchObject({ 'auto-refresh': 25 });
    expect((await publicStore(2)).feature_flags).toMatchObject({ 'auto-refresh': 25, 'one-click-checkout': 0.5 });
    await a.call('PATCH', '/admin/stores/2/feature_flags', { body: { 'auto-refresh': false, 'one-click-checkout': false } });
  });

  test.each([
    [{ 'no-such-flag': true }, 'no-such-flag'],
    [{ 'gold-bundles': 'yes' }, 'gold-bundles'],
    [{ 'gold-bundles': 101 }, 'gold-bundles'],
    [{ 'gold-bundles': -1 }, 'gold-bundles'],
    [{ 'gold-bundles': null }, 'gold-bundles'],
  ])('%j is a 422 naming %s, and nothing is written', async (body, field) => {
    const before = await storeRow(2);
    const r = await a.call('PATCH', '/admin/stores/2/feature_flags', { body });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.validations)).toContain(field);
    expect(await storeRow(2)).toEqual(before);
  });

  test('an operator token of store 2 gets a 403 on store 1', async () => {
    expect((await a.call('PATCH', '/admin/stores/1/feature_flags', { body: { 'gold-bundles': true }, token: storeTwoToken })).status).toBe(403);
  });
});
