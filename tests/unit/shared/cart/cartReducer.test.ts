import { describe, expect, test } from 'vitest';
import { EMPTY_CART, cartReducer, serverCartOf } from '../../../../shared/cart';
import type { CartAction, CartLine, CartModel, ServerCart } from '../../../../shared/cart';
import type { Cart, CartProduct } from '../../../../shared/types';
import { wireCart, wireLine } from './wireCart';

const line = (productId: number, weight: CartLine['weight'], count: number, unitCents: number | null = 2500): CartLine => ({ productId, weight, count, unitCents });
const store = { id: 1, name: 'Canopy Silver Lake' };
const withLines = (...lines: CartLine[]): CartModel => ({ ...EMPTY_CART, uuid: 'u-1', status: 'pending', store, lines });
/** The server's cart, read at the edge (shared/schemas CartAnswerSchema) as the reducer receives it. */
const remote = (overrides: Omit<Partial<Cart>, 'products'> & { products?: Partial<CartProduct>[] }): ServerCart =>
  serverCartOf(wireCart({ uuid: 'u-1', ...overrides, products: (overrides.products ?? []).map((p) => wireLine({ price_eighth_ounce: undefined, ...p })) }));
const run = (state: CartModel, ...actions: CartAction[]) => actions.reduce(cartReducer, state);

describe('cartReducer (STYLE 6)', () => {
  // 001 §4: adding an existing product and weight updates its count; otherwise a new line is added.
  test.each([
    { name: 'a new product is a new line', before: [line(7, 'gram', 1)], add: line(8, 'gram', 1), after: [line(7, 'gram', 1), line(8, 'gram', 1)] },
    {
      name: 'the same product in another weight is a new line',
      before: [line(7, 'gram', 1)],
      add: line(7, 'eighth_ounce', 2),
      after: [line(7, 'gram', 1), line(7, 'eighth_ounce', 2)],
    },
    { name: 'the same product and weight updates its count', before: [line(7, 'gram', 1)], add: line(7, 'gram', 3), after: [line(7, 'gram', 3)] },
  ])('addSucceeded: $name', ({ before, add, after }) => {
    const next = cartReducer(withLines(...before), { type: 'addSucceeded', uuid: 'u-1', store, line: add });
    expect(next.lines).toEqual(after);
    expect(next.status).toBe('pending');
    expect(next.adding[add.productId]).toEqual({ state: 'added' });
    expect(next.fetchedAt).toBeNull();
  });

  test('an add records its progress per product and ends in a failure with its message', () => {
    const adding = cartReducer(EMPTY_CART, { type: 'addStarted', productId: 7 });
    expect(adding.adding[7]).toEqual({ state: 'adding' });
    const failed = cartReducer(adding, { type: 'addFailed', productId: 7, message: 'Your cart is over the Flower limit' });
    expect(failed.adding[7]).toEqual({ state: 'failed', message: 'Your cart is over the Flower limit' });
    expect(cartReducer(failed, { type: 'addSettled', productId: 7 }).adding).toEqual({});
  });

  // 001 §4: deleting the last line clears the cart.
  test.each([
    { name: 'removing one of two lines keeps the other', action: { type: 'lineRemoved', productId: 7, weight: 'gram' } as CartAction, lines: [line(8, 'gram', 1)], uuid: 'u-1' },
    { name: 'a count of 0 removes the line', action: { type: 'countChanged', productId: 7, weight: 'gram', count: 0 } as CartAction, lines: [line(8, 'gram', 1)], uuid: 'u-1' },
    {
      name: 'a new count replaces the old one',
      action: { type: 'countChanged', productId: 7, weight: 'gram', count: 4 } as CartAction,
      lines: [line(7, 'gram', 4), line(8, 'gram', 1)],
      uuid: 'u-1',
    },
  ])('$name', ({ action, lines, uuid }) => {
    const next = cartReducer(withLines(line(7, 'gram', 1), line(8, 'gram', 1)), action);
    expect(next.lines).toEqual(lines);
    expect(next.uuid).toBe(uuid);
  });

  test('deleting the last line clears the cart, uuid and store included', () => {
    const next = run(withLines(line(7, 'gram', 1)), { type: 'lineRemoved', productId: 7, weight: 'gram' });
    expect(next).toMatchObject({ uuid: null, store: null, status: 'empty', lines: [] });
  });

  // 001 §8: a cart the server no longer holds as pending is cleared.
  test.each([
    { status: 'checked_out', cleared: true },
    { status: 'deleted', cleared: true },
    { status: 'pending', cleared: false },
  ])('a loaded cart with status $status is cleared: $cleared', ({ status, cleared }) => {
    const cart = remote({ status: status as Cart['status'], products: [{ id: 7, price_id: 'gram', count: 2, price_gram: 12 } as never] });
    const next = cartReducer(withLines(line(7, 'gram', 1)), { type: 'loaded', cart, at: 5_000 });
    expect(next.uuid === null).toBe(cleared);
    if (!cleared) expect(next).toMatchObject({ fetchedAt: 5_000, lines: [line(7, 'gram', 2, 1200)], remote: cart });
  });

  test('a loaded cart with no products is an empty cart (the last line went elsewhere)', () => {
    expect(cartReducer(withLines(line(7, 'gram', 1)), { type: 'loaded', cart: remote({ products: [] }), at: 1 }).uuid).toBeNull();
  });

  test('the reservation mode follows the server and a local change marks the cart stale', () => {
    const loaded = cartReducer(withLines(line(7, 'gram', 1)), {
      type: 'loaded',
      cart: remote({ reservation_mode: 'delivery', products: [{ id: 7, price_id: 'gram', count: 1 }] }),
      at: 9,
    });
    expect(loaded.reservationMode).toBe('delivery');
    expect(cartReducer(loaded, { type: 'modeChanged', mode: 'curbside' })).toMatchObject({ reservationMode: 'curbside', fetchedAt: null });
  });

  test('checking out is a state of its own', () => {
    const started = cartReducer(withLines(line(7, 'gram', 1)), { type: 'checkoutStarted' });
    expect(started.checkingOut).toBe(true);
    expect(cartReducer(started, { type: 'checkoutEnded' }).checkingOut).toBe(false);
    expect(cartReducer(started, { type: 'cleared' })).toEqual(EMPTY_CART);
  });
});

describe('what the bag keeps beside its lines goes through the reducer too (STYLE 6)', () => {
  const address = { street: '1 Main St', city: 'Los Angeles', state_code: 'CA', zipcode: '90026' };
  const rules = { storeId: 1, rules: [] };

  test('a refusal is kept until dismissed, and the next add or change starts without it', () => {
    const refused = cartReducer(withLines(line(7, 'gram', 1)), { type: 'refused', message: 'Your cart is over the Flower limit' });
    expect(refused.lastError).toBe('Your cart is over the Flower limit');
    expect(cartReducer(refused, { type: 'errorDismissed' }).lastError).toBeNull();
    expect(cartReducer(refused, { type: 'addStarted', productId: 8 }).lastError).toBeNull();
    expect(cartReducer(refused, { type: 'changeStarted' }).lastError).toBeNull();
  });

  test('the fix-unavailable flag (001 §8) is raised by a checkout and lowered by the removal', () => {
    const flagged = cartReducer(withLines(line(7, 'gram', 1)), { type: 'unavailableFlagged' });
    expect(flagged.fixUnavailable).toBe(true);
    expect(cartReducer(flagged, { type: 'unavailableRemoved' }).fixUnavailable).toBe(false);
  });

  test("the promo code, the delivery address and the store's limit rules are kept by name", () => {
    const next = run(withLines(line(7, 'gram', 1)), { type: 'promoCodeSaved', code: 'SAVE5' }, { type: 'deliveryAddressSet', address }, { type: 'storeRulesKnown', ...rules });
    expect(next).toMatchObject({ promoCode: 'SAVE5', deliveryAddress: address, limitRules: rules });
  });

  // 001 §9: the promo code belongs to the cart; the address and the store's rules outlive it.
  test.each([
    { name: 'clearing', action: { type: 'cleared' } as CartAction },
    { name: 'deleting the last line', action: { type: 'lineRemoved', productId: 7, weight: 'gram' } as CartAction },
    { name: 'a cart the server no longer holds', action: { type: 'loaded', cart: remote({ status: 'checked_out' }), at: 1 } as CartAction },
  ])('$name forgets the promo code and the fix-unavailable flag, not the address or the rules', ({ action }) => {
    const before = run(
      withLines(line(7, 'gram', 1)),
      { type: 'promoCodeSaved', code: 'SAVE5' },
      { type: 'deliveryAddressSet', address },
      { type: 'storeRulesKnown', ...rules },
      { type: 'unavailableFlagged' },
    );
    const next = cartReducer(before, action);
    expect(next).toMatchObject({ uuid: null, promoCode: '', fixUnavailable: false, deliveryAddress: address, limitRules: rules });
  });
});

describe("cart lines carry their products' cart-limit data (for the limit meters)", () => {
  const gummies = { kind: 'edible', thc_dosage_milligrams: 100, net_weight_grams: null, inventories: [{ price_id: 'each', equivalency: null }] };
  const withLimit = (l: CartLine, limit = gummies): CartLine => ({ ...l, limit });

  test("an add keeps the data on its line and gives it to the product's other lines that lack it", () => {
    const next = cartReducer(withLines(line(7, 'gram', 1), line(8, 'each', 1)), { type: 'addSucceeded', uuid: 'u-1', store, line: withLimit(line(7, 'each', 2)) });
    expect(next.lines).toEqual([withLimit(line(7, 'gram', 1)), line(8, 'each', 1), withLimit(line(7, 'each', 2))]);
  });

  test('adding again without data keeps what the line had', () => {
    const next = cartReducer(withLines(withLimit(line(7, 'each', 1))), { type: 'addSucceeded', uuid: 'u-1', store, line: line(7, 'each', 3) });
    expect(next.lines).toEqual([withLimit(line(7, 'each', 3))]);
  });

  test("the server's lines replace ours but keep the data known for each product", () => {
    const cart = remote({
      products: [
        { id: 7, price_id: 'each', count: 4, price_each: 20 },
        { id: 9, price_id: 'each', count: 1, price_each: 5 },
      ] as never,
    });
    const next = cartReducer(withLines(withLimit(line(7, 'each', 1))), { type: 'loaded', cart, at: 1 });
    expect(next.lines).toEqual([withLimit(line(7, 'each', 4, 2000)), line(9, 'each', 1, 500)]);
  });

  test('limitsKnown fills the lines of the products it names and leaves the rest', () => {
    const next = cartReducer(withLines(line(7, 'each', 1), line(9, 'each', 1)), { type: 'limitsKnown', products: { 7: gummies } });
    expect(next.lines).toEqual([withLimit(line(7, 'each', 1)), line(9, 'each', 1)]);
  });
});

describe("a loaded cart's lines take the server's unit price (001 §3: the discounted price if present, otherwise the price)", () => {
  test.each([
    { fields: { price_gram: 12, discounted_price_gram: 9.5 }, unit: 950 },
    { fields: { price_gram: 12, discounted_price_gram: null }, unit: 1200 },
    { fields: { price_gram: null }, unit: null },
  ])('$fields → $unit cents', ({ fields, unit }) => {
    const next = cartReducer(EMPTY_CART, { type: 'loaded', cart: remote({ products: [{ id: 3, price_id: 'gram', count: 1, ...fields } as never] }), at: 1 });
    expect(next.lines[0].unitCents).toBe(unit);
  });
});
