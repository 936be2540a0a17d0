import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  ALWAYS_CLOSED_STORE_ID,
  BIG_STORE_ID,
  FULL_SERVICE_STORE_ID,
  HIDE_PRICES_STORE_ID,
  TAX_INCLUDED_STORE_ID,
  buildCatalogue,
  createRandom,
  type Catalogue,
} from '../../../../demo-host/seed';
import { KINDS, LINEAGES, WEIGHT_IDS, type WeightId } from '../../../../shared/types';
import { EXTRACT_WEIGHTS, FLOWER_LIKE_WEIGHTS } from '../../../../shared/weights';
import { REVIEW_DISPLAY_THRESHOLD } from '../../../../shared/constants';

const hash = (c: Catalogue) => createHash('sha256').update(JSON.stringify(c)).digest('hex');

let c: Catalogue;
beforeAll(() => {
  c = buildCatalogue();
});

describe('createRandom', () => {
  test('the same seed gives the same sequence, another seed another one', () => {
    const a = createRandom(7),
      b = createRandom(7),
      other = createRandom(8);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => other.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  test('int stays within its inclusive bounds and reaches both ends', () => {
    const r = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});

describe('the sample catalogue (DESIGN §1.1)', () => {
  test('is deterministic: same seed, same catalogue; another seed differs', () => {
    expect(hash(buildCatalogue({ stores: 4, products: 400 }))).toBe(hash(buildCatalogue({ stores: 4, products: 400 })));
    expect(hash(buildCatalogue({ stores: 4, products: 400, seed: 2 }))).not.toBe(hash(buildCatalogue({ stores: 4, products: 400 })));
  });

  test('has ≥ 30 stores across ≥ 8 US states, 2 Canadian provinces and Puerto Rico', () => {
    expect(c.stores.length).toBeGreaterThanOrEqual(30);
    const us = new Set(c.stores.filter((s) => s.row.country_code === 'US').map((s) => s.row.state));
    const ca = new Set(c.stores.filter((s) => s.row.country_code === 'CA').map((s) => s.row.state));
    expect(us.size).toBeGreaterThanOrEqual(8);
    expect([...ca].sort()).toEqual(['BC', 'ON']);
    expect(c.stores.some((s) => s.row.country_code === 'PR')).toBe(true);
  });

  test('store 1 is a California adult-use store with pickup, delivery and curbside around Los Angeles', () => {
    const s = c.stores.find((x) => x.row.id === FULL_SERVICE_STORE_ID)!;
    expect(s.row).toMatchObject({ state: 'CA', country_code: 'US', recreational: 1, pickup: 1, delivery: 1, curbside: 1 });
    expect(s.row.time_zone_identifier).toBe('Pacific Time (US & Canada)');
    expect(s.data.delivery_zipcodes.length).toBeGreaterThan(3);
    expect(s.data.delivery_zipcodes.every((z) => /^900\d\d$/.test(z.zipcode))).toBe(true);
    // Two named zones with their own fees and minimums (docs/api-commerce.md § Delivery areas).
    expect(s.data.delivery_geofences.map((g) => g.name)).toEqual(['Silver Lake, Echo Park & Los Feliz', 'Downtown LA']);
    expect(s.data.free_delivery_configs[0].cart_minimum).toBeGreaterThan(s.data.delivery_minimum);
    expect(s.data.checkout_age_minimum).toBe(21);
  });

  test('every store has seven days of hours; exactly one is always closed', () => {
    for (const s of c.stores) {
      expect(s.data.working_hours.map((h) => h.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
      expect(s.data.pickup_hours).toHaveLength(7);
    }
    const closed = c.stores.filter((s) => s.data.working_hours.every((h) => h.period.from === null));
    expect(closed.map((s) => s.row.id)).toEqual([ALWAYS_CLOSED_STORE_ID]);
    expect(c.stores.some((s) => s.data.working_hours.some((h) => h.period.from === null) && closed[0] !== s)).toBe(true);
    expect(c.stores.some((s) => s.data.working_hours.some((h) => h.period.to === '23:59'))).toBe(true);
  });

  test('one store hides prices and one includes tax; every store has cart-limit rules and taxes from its state', () => {
    expect(c.stores.filter((s) => s.data.hide_prices).map((s) => s.row.id)).toEqual([HIDE_PRICES_STORE_ID]);
    expect(c.stores.filter((s) => s.data.tax_included).map((s) => s.row.id)).toEqual([TAX_INCLUDED_STORE_ID]);
    for (const s of c.stores) expect(s.data.cart_limit_rules.length).toBeGreaterThan(0);
    expect(c.stores.some((s) => s.data.cart_limit_rules.some((r) => r.rule_type === 'equivalency'))).toBe(true);
    expect(c.stores.some((s) => s.data.loyalty !== null)).toBe(true);
    expect(c.stores.some((s) => s.data.menu_tabs.length > 0)).toBe(true);
  });

  test('≥ 150 brands, each with an SVG logo, a color and a rank', () => {
    expect(c.brands.length).toBeGreaterThanOrEqual(150);
    expect(new Set(c.brands.map((b) => b.row.name)).size).toBe(c.brands.length);
    for (const b of c.brands) {
      expect(b.row.logo_url).toMatch(/^data:image\/svg\+xml,/);
      expect(b.row.color_hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  test('store 2 carries exactly 5,000 products and every other store 200–2,000', () => {
    const perStore = new Map<number, number>();
    for (const m of c.menuProducts) perStore.set(m.row.store_id, (perStore.get(m.row.store_id) ?? 0) + 1);
    expect(perStore.get(BIG_STORE_ID)).toBe(5000);
    for (const [id, n] of perStore) if (id !== BIG_STORE_ID) (expect(n).toBeGreaterThanOrEqual(200), expect(n).toBeLessThanOrEqual(2000));
  });

  test('every kind and every lineage is in the catalogue and in every store', () => {
    const byId = new Map(c.products.map((p) => [p.row.id, p]));
    expect(new Set(c.products.map((p) => p.row.kind))).toEqual(new Set(KINDS));
    expect(new Set(c.products.map((p) => p.row.category).filter(Boolean))).toEqual(new Set(LINEAGES));
    for (const s of c.stores) {
      const kinds = new Set(c.menuProducts.filter((m) => m.row.store_id === s.row.id).map((m) => byId.get(m.row.product_id)!.row.kind));
      expect(kinds).toEqual(new Set(KINDS));
    }
  });

  // 000 §3–4: flower-like types offer gram → ounce, extract and vape half_gram → ounce, all others each.
  test.each([
    ['flower', FLOWER_LIKE_WEIGHTS],
    ['extract', EXTRACT_WEIGHTS],
    ['vape', EXTRACT_WEIGHTS],
    ['edible', ['each']],
    ['pre-roll', ['each']],
    ['gear', ['each']],
  ] as [string, readonly WeightId[]][])('%s menu products are priced only at %j', (kind, allowed) => {
    const ids = new Set(c.products.filter((p) => p.row.kind === kind).map((p) => p.row.id));
    const menu = c.menuProducts.filter((m) => ids.has(m.row.product_id));
    for (const m of menu) {
      for (const w of WEIGHT_IDS) {
        const price = m.row[`price_${w}`];
        if (!allowed.includes(w)) expect(price).toBeNull();
        const d = m.row[`discounted_price_${w}`];
        if (d != null) (expect(d).toBeLessThan(price!), expect(d).toBeGreaterThan(0));
      }
      expect(allowed.some((w) => (m.row[`price_${w}`] ?? 0) > 0)).toBe(true);
    }
    expect(menu.length).toBeGreaterThan(0);
  });

  test('some menu products are discounted and carry their special; some flower lacks the eighth', () => {
    const discounted = c.menuProducts.filter((m) => m.row.special_id !== null);
    expect(discounted.length).toBeGreaterThan(100);
    expect(discounted.length).toBeLessThan(c.menuProducts.length / 2);
    expect(c.products.some((p) => p.row.kind === 'flower' && !p.weights.includes('eighth_ounce'))).toBe(true);
    expect(c.menuProducts.every((m) => m.row.max_cart_quantity >= 1)).toBe(true);
  });

  test('some products have no photo (000 §5 default photo) and most have one', () => {
    const without = c.products.filter((p) => p.data.photos.length === 0).length;
    expect(without).toBeGreaterThan(0);
    expect(without).toBeLessThan(c.products.length * 0.2);
  });

  test('specials of every type exist, with some disabled and some expired', () => {
    expect(new Set(c.specials.map((s) => s.row.special_type))).toEqual(new Set(['product', 'bulk', 'bundle', 'cart_total']));
    const productDiscounts = new Set(c.specials.filter((s) => s.row.special_type === 'product').map((s) => s.row.discount_type));
    expect(productDiscounts).toEqual(new Set(['percent', 'dollar_amount', 'target_price']));
    const bundle = c.specials.find((s) => s.row.special_type === 'bundle')!;
    expect(bundle.data.rules.qualifier?.kinds.length).toBeGreaterThan(0);
    expect(bundle.data.rules.discountable?.kinds.length).toBeGreaterThan(0);
    expect(c.specials.some((s) => s.row.enabled === 0)).toBe(true);
    expect(c.specials.some((s) => (s.row.end_time ?? '9') < '2026')).toBe(true);
  });

  test('brand specials use every rule criterion, and some are expired, upcoming or disabled', () => {
    const b = c.brandSpecials;
    for (const key of ['kinds', 'lineages', 'product_ids', 'states', 'store_ids', 'user_segment_ids', 'weights'] as const) {
      expect(b.some((s) => s.data.rules.include[key].length > 0)).toBe(true);
    }
    expect(b.some((s) => s.data.rules.exclude.kinds.length > 0)).toBe(true);
    expect(b.some((s) => s.row.enabled === 0)).toBe(true);
    expect(b.some((s) => (s.row.end_time ?? '9') < '2026')).toBe(true);
    expect(b.some((s) => (s.row.start_time ?? '0') > '2090')).toBe(true);
    expect(new Set(b.map((s) => s.row.special_type))).toEqual(new Set(['product', 'buy_x_get_y', 'buy_x_and_save']));
    expect(c.menuProducts.some((m) => m.row.has_brand_discount === 1)).toBe(true);
  });

  test('promo codes (docs/api-commerce.md): store 1 has WELCOME10, SAVE5 and an expired SUMMER25, a few stores one each, none in store data', () => {
    const own = (id: number) => c.promoCodes.filter((p) => p.store_id === id);
    expect(own(FULL_SERVICE_STORE_ID).map((p) => [p.code, p.discount_type, p.discount_percent ?? p.discount_dollar_amount_cents, p.cart_minimum_cents ?? null])).toEqual([
      ['WELCOME10', 'percent', 10, null],
      ['SAVE5', 'dollar_amount', 500, 4000],
      ['SUMMER25', 'percent', 25, null],
    ]);
    const expired = own(FULL_SERVICE_STORE_ID).filter((p) => (p.end_time ?? '9') < '2026');
    expect(expired.map((p) => p.code)).toEqual(['SUMMER25']);
    const others = [...new Set(c.promoCodes.map((p) => p.store_id))].filter((id) => id !== FULL_SERVICE_STORE_ID);
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const id of others) expect(own(id)).toHaveLength(1);
    expect(new Set(c.promoCodes.map((p) => p.id)).size).toBe(c.promoCodes.length);
    expect(JSON.stringify(c.stores)).not.toMatch(/WELCOME10|SAVE5|SUMMER25|promo_codes/);
    // A smaller seed keeps only the codes of the stores it has.
    expect(buildCatalogue({ stores: 1, products: 50 }).promoCodes.map((p) => p.code)).toEqual(['WELCOME10', 'SAVE5', 'SUMMER25']);
  });

  test(`some products have ≥ ${REVIEW_DISPLAY_THRESHOLD} reviews (000 §9), some fewer; stores have reviews`, () => {
    const counts = new Map<number, number>();
    for (const r of c.reviews) if (r.product_id) counts.set(r.product_id, (counts.get(r.product_id) ?? 0) + 1);
    expect([...counts.values()].some((n) => n >= REVIEW_DISPLAY_THRESHOLD)).toBe(true);
    expect([...counts.values()].some((n) => n > 0 && n < REVIEW_DISPLAY_THRESHOLD)).toBe(true);
    expect(c.reviews.some((r) => r.store_id !== null)).toBe(true);
    for (const r of c.reviews) (expect(r.rating).toBeGreaterThanOrEqual(1), expect(r.rating).toBeLessThanOrEqual(5));
    const rated = c.products.find((p) => p.row.review_count >= REVIEW_DISPLAY_THRESHOLD)!;
    expect(rated.row.aggregate_rating).toBeGreaterThanOrEqual(1);
  });

  test('money in the data columns is integer cents and hours are HH:MM (the wire mappers rely on both)', () => {
    // One assertion over every value (not one expect per value: tens of thousands of them took seconds under load).
    const isCents = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
    const wrong: string[] = [];
    for (const {
      row: { id },
      data: d,
    } of c.stores) {
      const fees = [d.delivery_fee_amount, d.service_fee_amount, d.pickup_minimum, d.delivery_minimum, d.pickup_timing.minimum_order];
      if (!fees.every(isCents)) wrong.push(`store ${id} fees ${fees}`);
      for (const z of d.delivery_zipcodes) if (!isCents(z.fee) || !isCents(z.min_amount)) wrong.push(`store ${id} zip ${JSON.stringify(z)}`);
      for (const h of [...d.pickup_hours, ...d.delivery_hours, ...d.curbside_hours]) {
        const badTime = [h.from, h.to].some((t) => t !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(t));
        if (badTime || (h.from && h.to && !(h.from < h.to))) wrong.push(`store ${id} hours ${JSON.stringify(h)}`);
      }
    }
    for (const m of c.menuProducts) {
      for (const w of WEIGHT_IDS) {
        const p = m.row[`price_${w}`];
        if (p != null && !(isCents(p) && p > 0)) wrong.push(`menu product ${m.row.product_id} price_${w} ${p}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
