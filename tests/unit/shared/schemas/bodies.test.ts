import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { CartPatchSchema, CartProductBodySchema, CheckoutBodySchema, MAX_CART_LINE_COUNT, ReviewBodySchema } from '../../../../shared/schemas';
import { EMPTY_CHECKOUT_VALUES, checkoutPayload } from '../../../../shared/cart';
import { FORM_MESSAGES } from '../../../../shared/forms';

const UUID = '6f1c2b7e-4a2d-4c1e-9b3a-2f5e8d7c6b1a';
/** Each failing field's messages by its dotted path, as the host's 400 answer lists them. */
const messagesOf = (schema: v.GenericSchema<unknown, unknown>, value: unknown) => {
  const validations: Record<string, string[]> = {};
  for (const issue of v.safeParse(schema, value).issues ?? []) (validations[v.getDotPath(issue) || 'body'] ??= []).push(issue.message);
  return validations;
};

describe('POST /cart_products body (001 §7)', () => {
  const body = {
    app_mode: 'embedded',
    app_mode_name: 'embedded',
    cart_uuid: UUID,
    j_device_id: 'V1StGXR8_Z5jdHi6B-myT',
    product: { count: 2, price_id: 'eighth_ounce', product_id: 12, recommended: false },
    store_id: 1,
    tags: { utm_source: 'partner' },
    user_agent: 'Mozilla/5.0',
  };

  test('accepts the spec payload', () => {
    expect(v.parse(CartProductBodySchema, body)).toEqual(body);
  });

  test('a first add has no cart uuid yet, and recommended defaults to false', () => {
    const { cart_uuid: _, ...first } = body;
    const parsed = v.parse(CartProductBodySchema, { ...first, product: { count: 1, price_id: 'each', product_id: 3 } });
    expect(parsed.product.recommended).toBe(false);
  });

  test.each([
    ['product.count', { count: 0 }],
    ['product.count', { count: MAX_CART_LINE_COUNT + 1 }],
    ['product.count', { count: 1.5 }],
    ['product.price_id', { price_id: 'eighth ounce' }],
    ['product.price_id', { price_id: 'pound' }],
    ['product.product_id', { product_id: -1 }],
    ['product.product_id', { product_id: 2 ** 31 }],
  ])('rejects a bad %s', (path, change) => {
    expect(Object.keys(messagesOf(CartProductBodySchema, { ...body, product: { ...body.product, ...change } }))).toContain(path);
  });

  test.each([
    ['a list (what the widget sends)', ['utm_source=partner', 'menu']],
    ['a map of names to values', { utm_source: 'partner', utm_campaign: null }],
  ])('001 §7 tags may be %s', (_name, tags) => {
    expect(v.parse(CartProductBodySchema, { ...body, tags }).tags).toEqual(tags);
  });

  test('tags are capped (20 entries) and must be a list or map', () => {
    expect(messagesOf(CartProductBodySchema, { ...body, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).tags).toEqual(['must hold at most 20 tags']);
    expect(messagesOf(CartProductBodySchema, { ...body, tags: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) }).tags).toEqual([
      'must hold at most 20 tags',
    ]);
    expect(messagesOf(CartProductBodySchema, { ...body, tags: 'utm_source' }).tags).toEqual(['must be a list or map of tags']);
  });

  test('device id, app mode name and user agent may be null (a shopper without storage)', () => {
    expect(v.safeParse(CartProductBodySchema, { ...body, j_device_id: null, app_mode_name: null, user_agent: null }).success).toBe(true);
  });

  test('rejects an unknown app mode and a non-uuid cart', () => {
    expect(messagesOf(CartProductBodySchema, { ...body, app_mode: 'iframe', cart_uuid: "1' or '1'='1" })).toHaveProperty('cart_uuid');
    expect(messagesOf(CartProductBodySchema, { ...body, app_mode: 'iframe' })).toHaveProperty('app_mode');
  });
});

describe('PATCH /carts body (001 §7)', () => {
  test('takes uuid, delivery_address, user_id, reservation_mode, user_group_special_id', () => {
    const patch = {
      uuid: UUID,
      delivery_address: { street: '3921 Sunset Blvd', city: 'Los Angeles', state_code: 'CA', zipcode: '90029' },
      user_id: 4,
      reservation_mode: 'delivery',
      user_group_special_id: null,
    };
    expect(v.parse(CartPatchSchema, patch)).toEqual(patch);
  });

  test('001 §4: a delivery address needs a non-empty street', () => {
    const bad = { uuid: UUID, delivery_address: { street: '   ', city: 'LA', state_code: 'CA', zipcode: '90029' } };
    expect(messagesOf(CartPatchSchema, bad)['delivery_address.street']).toEqual([FORM_MESSAGES.required]);
  });

  test('001 §4: only the street is required; the rest defaults to empty while the shopper types', () => {
    expect(v.parse(CartPatchSchema, { uuid: UUID, delivery_address: { street: '1 Main St' } }).delivery_address).toEqual({
      street: '1 Main St',
      city: '',
      state_code: '',
      zipcode: '',
    });
  });

  test.each([
    ['lat', { lat: 91 }],
    ['lat', { lat: '34.1' }],
    ['long', { long: -181 }],
  ])('a delivery address point hint needs a real %s', (field, change) => {
    const bad = { uuid: UUID, delivery_address: { street: '1 Main St', ...change } };
    expect(messagesOf(CartPatchSchema, bad)).toHaveProperty(`delivery_address.${field}`);
  });

  test.each(['kiosk', 'shipping', ''])('rejects reservation mode %j (001 §9: pickup, delivery, curbside)', (mode) => {
    expect(messagesOf(CartPatchSchema, { uuid: UUID, reservation_mode: mode })).toHaveProperty('reservation_mode');
  });
});

describe('POST /carts/checkout body', () => {
  const checkout = { cart_uuid: UUID, payment_method: 'cash' };
  const guest = { first_name: 'Ada', last_name: 'Guest', email: 'ada@example.com' };

  test('mode, address and tip may be absent: the cart keeps what it holds', () => {
    const parsed = v.parse(CheckoutBodySchema, checkout);
    expect(parsed).toEqual(checkout);
    expect(parsed.tip_amount).toBeUndefined();
  });

  test('an unchosen payment option is a required field (001 §5), an unknown one lists the methods', () => {
    expect(messagesOf(CheckoutBodySchema, { ...checkout, payment_method: '' }).payment_method).toEqual([FORM_MESSAGES.required]);
    expect(messagesOf(CheckoutBodySchema, { ...checkout, payment_method: 'bitcoin' }).payment_method).toEqual([
      'must be one of cash, debit, credit, pay_by_bank, hosted_card, wallet',
    ]);
  });

  test.each([
    ['a signed-in pickup', 'pickup', false],
    ['a guest delivery', 'delivery', true],
  ] as const)('what the widget builds (shared/cart checkoutPayload) for %s passes the server schema', (_name, mode, guest) => {
    const values = {
      ...EMPTY_CHECKOUT_VALUES,
      mode,
      payment: 'debit',
      agreement: true,
      time: '2026-11-19T18:00:00.000Z',
      notes: ' ring twice ',
      street: ' 3921 Sunset Blvd ',
      city: 'Los Angeles',
      state_code: 'ca',
      zipcode: '90029',
      first_name: 'Ada',
      last_name: 'Guest',
      email: 'ada@example.com',
      phone: '415-555-0142',
      birth_date: '1990-02-03',
    };
    const payload = checkoutPayload(values, { cartUuid: UUID, expectedTotal: 30.97, guest });
    const parsed = v.safeParse(CheckoutBodySchema, payload);
    expect(parsed.issues).toBeUndefined();
    expect(parsed.output).toEqual(expect.objectContaining({ cart_uuid: UUID, payment_method: 'debit', reservation_mode: mode }));
  });

  test('a guest contact needs no phone, but a phone given must be a US one (001 §5)', () => {
    expect(v.safeParse(CheckoutBodySchema, { ...checkout, contact: guest }).success).toBe(true);
    expect(messagesOf(CheckoutBodySchema, { ...checkout, contact: { ...guest, phone: '12345' } })['contact.phone']).toEqual([FORM_MESSAGES.phone]);
  });

  test.each([
    ['cart_uuid', { cart_uuid: 'abc' }],
    ['payment_method', { payment_method: 'bitcoin' }],
    ['reservation_mode', { reservation_mode: 'boat' }],
    ['reservation_start_window', { reservation_start_window: 'soon' }],
    ['tip_amount', { tip_amount: -1 }],
    ['tip_amount', { tip_amount: 1.234 }],
    ['expected_total', { expected_total: -5 }],
    ['birth_date', { birth_date: 'yesterday' }],
    ['contact.email', { contact: { ...guest, email: 'nope' } }],
    ['contact.first_name', { contact: { ...guest, first_name: ' ' } }],
    ['contact.email', { contact: { ...guest, email: 'jo@gmail' } }], // shared/forms isValidEmail: a domain needs a dot
  ])('rejects a bad %s', (path, change) => {
    expect(Object.keys(messagesOf(CheckoutBodySchema, { ...checkout, ...change }))).toContain(path);
  });
});

describe('POST review body', () => {
  test.each([0, 6, 3.5, '5', null])('rejects rating %j', (rating) => {
    expect(messagesOf(ReviewBodySchema, { rating })).toHaveProperty('rating');
  });

  test('trims the comment, caps its length and keeps markup as text', () => {
    expect(v.parse(ReviewBodySchema, { rating: 4, comment: '  <b>great</b>  ' })).toEqual({ rating: 4, comment: '<b>great</b>', feelings: [], activities: [] });
    expect(messagesOf(ReviewBodySchema, { rating: 4, comment: 'x'.repeat(2001) })).toHaveProperty('comment');
  });
});
