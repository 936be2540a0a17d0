import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ServerCartLine } from '../../../../shared/cart';
import type { AppMode } from '../../../../shared/types';
import {
  ANONYMOUS_ID_COOKIE,
  IDENTITY_SENT_KEY,
  cartParams,
  createAnalytics,
  itemOfProduct,
  lineChangeEvent,
  loadAnonymousId,
  pageViewParams,
  purchaseParams,
} from '../../../../widget/platform/analytics';
import type { AnalyticsDeps, CookieJar } from '../../../../widget/platform/analytics';
import { safeStorage } from '../../../../widget/platform/safeStorage';
import { flowerProduct } from '../support/fixtures';

afterEach(() => vi.useRealTimers());

const line = (overrides: Partial<ServerCartLine> = {}): ServerCartLine => ({
  productId: 7,
  weight: 'eighth_ounce',
  count: 2,
  name: 'Blue Dream',
  brand: 'Golden Leaf',
  kind: 'flower',
  specialTitle: null,
  priceCents: 2500,
  unitCents: 2250,
  totalCents: 4500,
  ...overrides,
});

function memoryStorage() {
  const entries = new Map<string, string>();
  return safeStorage(
    () =>
      ({
        getItem: (k: string) => entries.get(k) ?? null,
        setItem: (k: string, v: string) => void entries.set(k, v),
        removeItem: (k: string) => void entries.delete(k),
      }) as unknown as Storage,
  );
}

function jar(): CookieJar & { cookies: string[] } {
  const cookies: string[] = [];
  return { cookies, get: () => cookies.map((c) => c.split(';')[0]).join('; '), set: (c) => void cookies.push(c) };
}

function analyticsWith(overrides: Partial<AnalyticsDeps> = {}) {
  const sent: { event: string; properties: Record<string, unknown> }[] = [];
  const analytics = createAnalytics({ send: (event, properties) => void sent.push({ event, properties }), mode: 'framelessEmbed', storage: memoryStorage(), ...overrides });
  return { analytics, sent };
}

describe('GA4 shapes (001 §7)', () => {
  test('a bag line is an item: id, name, brand, category, weight as variant, price in dollars, quantity', () => {
    expect(lineChangeEvent(line(), 2, 'USD')).toEqual([
      'add_to_cart',
      {
        currency: 'USD',
        value: 45,
        items: [{ item_id: '7', item_name: 'Blue Dream', item_brand: 'Golden Leaf', item_category: 'flower', item_variant: 'eighth_ounce', price: 22.5, quantity: 2 }],
      },
    ]);
  });

  test.each([
    { delta: 3, event: 'add_to_cart', quantity: 3, value: 67.5 },
    { delta: -1, event: 'remove_from_cart', quantity: 1, value: 22.5 },
    { delta: -2, event: 'remove_from_cart', quantity: 2, value: 45 },
  ])('a count change of $delta is $event of $quantity', ({ delta, event, quantity, value }) => {
    const [name, params] = lineChangeEvent(line(), delta, 'CAD');
    expect(name).toBe(event);
    expect(params).toMatchObject({ currency: 'CAD', value, items: [{ quantity }] });
  });

  test('a listed product is an item at its lowest price, with its place in the list', () => {
    const product = flowerProduct({ id: 12, name: 'Sour Diesel', brand: 'Leafy', price_gram: 12, price_eighth_ounce: 40, discounted_price_eighth_ounce: 9 });
    expect(itemOfProduct(product, { index: 3, listName: 'menu' })).toMatchObject({
      item_id: '12',
      item_name: 'Sour Diesel',
      item_brand: 'Leafy',
      price: 9,
      quantity: 1,
      index: 3,
      item_list_name: 'menu',
    });
    expect(itemOfProduct(product, { weight: 'gram' })).toMatchObject({ item_variant: 'gram', price: 12 });
  });

  test("the bag's parameters: the order total as value and every line", () => {
    expect(cartParams({ lines: [line(), line({ productId: 8, count: 1 })], orderTotalCents: 6194 }, 'USD')).toMatchObject({
      currency: 'USD',
      value: 61.94,
      items: [{ item_id: '7' }, { item_id: '8' }],
    });
  });
});

describe('purchase: checked against the 001 §5 purchase event', () => {
  const cart = { lines: [line()], store: { id: 1, name: 'Canopy Silver Lake' }, promoCode: 'WELCOME' };

  test('transaction id is the public uuid; tax and shipping are 0 (001 §7)', () => {
    expect(purchaseParams({ uuid: 'a1b2-uuid', amountCents: 5194, currency: 'USD' }, cart)).toEqual({
      ok: true,
      params: {
        transaction_id: 'a1b2-uuid',
        value: 51.94,
        currency: 'USD',
        tax: 0,
        shipping: 0,
        affiliation: 'Canopy Silver Lake',
        coupon: 'WELCOME',
        items: [expect.objectContaining({ item_id: '7', quantity: 2, price: 22.5 })],
      },
    });
  });

  test.each([
    { name: 'a currency that is no three-letter code', order: { uuid: 'u', amountCents: 100, currency: 'usd' }, error: /currency/ },
    { name: 'a revenue that is not a number', order: { uuid: 'u', amountCents: Number.NaN, currency: 'USD' }, error: /revenue/ },
  ])('$name is not sent', ({ order, error }) => {
    const result = purchaseParams(order, cart);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.join(' ')).toMatch(error);
  });
});

describe('where tracking is skipped (001 §7)', () => {
  test.each<{ mode: AppMode; development: boolean; sends: boolean }>([
    { mode: 'framelessEmbed', development: false, sends: true },
    { mode: 'embedded', development: false, sends: true },
    { mode: 'default', development: false, sends: true },
    { mode: 'kiosk', development: false, sends: false },
    { mode: 'embedded', development: true, sends: false },
  ])('$mode, development $development: sends $sends', ({ mode, development, sends }) => {
    const { analytics, sent } = analyticsWith({ mode, development });
    analytics.track('page_view', { page_path: '/menu' });
    analytics.identify(5, 'embedded:1');
    expect(analytics.enabled).toBe(sends);
    expect(sent.length > 0).toBe(sends);
  });
});

describe('tags kept from the URL (001 §7)', () => {
  test('og_ref and utm_* ride on every event; other parameters do not', () => {
    const { analytics, sent } = analyticsWith({ search: '?utm_source=newsletter&utm_campaign=420&og_ref=abc&canopy=/menu&utm_medium=%20' });
    analytics.track('view_cart', { value: 1 });
    expect(sent[0].properties).toEqual({ value: 1, utm_source: 'newsletter', utm_campaign: '420', og_ref: 'abc' });
  });

  test("in an iframe the partner page's tags come from the loader (WidgetConfig tags); the widget's own address wins", () => {
    const { analytics, sent } = analyticsWith({ pageTags: '&utm_source=partner&og_ref=abc', search: '?utm_source=deep-link' });
    analytics.track('view_cart');
    expect(sent[0].properties).toEqual({ utm_source: 'deep-link', og_ref: 'abc' });
  });

  test('they are kept for the next page that arrives without them', () => {
    const storage = memoryStorage();
    analyticsWith({ storage, search: '?utm_source=newsletter' });
    const { analytics, sent } = analyticsWith({ storage, search: '?canopy=/cart' });
    analytics.track('view_cart');
    expect(sent[0].properties).toEqual({ utm_source: 'newsletter' });
  });
});

describe('identity analytics: once per source per 15 minutes (001 §7, §9)', () => {
  test('a second identify of the same source within 15 minutes sends nothing; another source sends', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const storage = memoryStorage();
    const { analytics, sent } = analyticsWith({ storage });
    analytics.identify(5, 'embedded:1');
    analytics.identify(5, 'embedded:1');
    analytics.identify(5, 'framelessEmbed:2');
    expect(sent.map((s) => s.properties)).toEqual([
      { user_id: '5', source: 'embedded:1' },
      { user_id: '5', source: 'framelessEmbed:2' },
    ]);
    vi.advanceTimersByTime(15 * 60_000 - 1);
    // A page load (a new module over the same storage) does not start the 15 minutes again.
    const reloaded = analyticsWith({ storage });
    reloaded.analytics.identify(5, 'embedded:1');
    expect(reloaded.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    reloaded.analytics.identify(5, 'embedded:1');
    expect(reloaded.sent.map((s) => s.event)).toEqual(['identify']);
    expect(JSON.parse(storage.get(IDENTITY_SENT_KEY)!)).toMatchObject({ 'embedded:1': Date.UTC(2026, 0, 1) + 15 * 60_000 });
  });
});

describe('the anonymous analytics cookie (001 §7: 6 months)', () => {
  test('a new id is kept in a cookie that expires 6 calendar months later, and read back after', () => {
    const cookies = jar();
    const id = loadAnonymousId(cookies, Date.UTC(2026, 7, 31, 12));
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(cookies.cookies[0]).toContain(`${ANONYMOUS_ID_COOKIE}=${id}; expires=Sun, 28 Feb 2027`);
    expect(loadAnonymousId(cookies, Date.UTC(2026, 8, 1))).toBe(id);
    expect(cookies.cookies).toHaveLength(1);
  });

  test('events carry it; a browser that refuses the cookie gets events without it', () => {
    const kept = analyticsWith({ cookies: jar() });
    kept.analytics.track('view_cart');
    expect(kept.sent[0].properties.anonymous_id).toMatch(/^[0-9a-f]{24}$/);
    const refused = analyticsWith({ cookies: { get: () => '', set: () => {} } });
    refused.analytics.track('view_cart');
    expect(refused.sent[0].properties).toEqual({});
  });
});

describe('page_view per route, with the tracked screens of 001 §2', () => {
  test.each([
    ['/', 'home'],
    ['/menu', 'home'],
    ['/stores', 'stores'],
    ['/brands', 'brand'],
    ['/brands/3/golden-leaf', 'brand detail'],
    ['/cart', 'cart'],
    ['/cart/checkout', 'checkout'],
    ['/cart/guest_checkout', 'guest checkout'],
    ['/login', 'login/registration'],
    ['/register', 'login/registration'],
    ['/products/12/blue-dream/reviews/new/?storeId=1', 'write product review form'],
    ['/landing', 'kiosk landing'],
    ['/stores/1/canopy/products/12/golden-leaf', undefined],
  ])('%s → screen %s', (path, screen) => {
    expect(pageViewParams(path)).toEqual({ page_path: path, ...(screen ? { screen_name: screen } : {}) });
  });
});
