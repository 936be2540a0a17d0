/**
 * The pricing engine: one pure function from plain data to every total of the Cart (001 §3) and the
 * POS cart totals. The spec leaves the server side "not shown" (001 §9); these are the choices made.
 *
 * Order of operations
 *   1. Line price: the regular price, or the markdown (discounted_price) when lower (001 §3).
 *   2. Product-level special: per line, the single best product or bulk special, computed per unit
 *      on the regular price. It replaces the markdown when lower; specials never stack on a line.
 *      Bulk specials apply once the cart's matching units reach bulk_weight_threshold_grams.
 *   3. Bundles (buy X get Y): unit by unit, greedily taking the application that saves most. A
 *      bundled unit pays the lower of its bundle price and its product-level price (bundles win over
 *      product specials, they do not stack); only the saving below the product-level price is a
 *      group discount. A 'spread' discount is split over the units by largest remainder. Qualifiers
 *      are taken from the units the method reaches last ('cheapest' discounts the cheapest).
 *   4. Brand specials, funded by the brand, so they stack on top of the store's discounts and are
 *      computed on what each unit costs after steps 2–3 (a percent is rounded once per line): per
 *      line the best 'product' brand special, or what brand bundles (buy X get Y, buy X and save)
 *      save on it, whichever is more. Promo codes and CRM rewards are not specials.
 *   5. Cart-total special (the best one whose cart_minimum the subtotal reaches), then the promo code,
 *      then CRM redemptions, each taken from what is left. Their sum is spread over the lines by
 *      largest remainder so taxes see true line amounts.
 *   6. max_specials_per_cart (001 §9): specials are store product/bulk/bundle/cart-total and brand
 *      specials, counted once each however many lines they touch. When more would apply, the cap
 *      keeps those saving the most (ties: lower key), prices again with only those, and sets
 *      max_specials_per_cart_hit.
 *   7. Fees: the delivery fee (fees.ts: zip code, geofence or radius; waived at the free-delivery
 *      threshold, judged on the discounted subtotal) and the flat service fee.
 *   8. Taxes (taxes.ts): store taxes on the discounted or undiscounted base per tax, non-cannabis
 *      lines only when the tax says so, sales tax on the discounted lines plus taxable store taxes.
 *      With tax_included nothing is added; the included parts are reported.
 *   9. Tip (tips.ts), in cents or a percent of the discounted subtotal.
 *  10. Rounding: the POS total is the order total rounded to the store's cash increment.
 *
 * Rounding: all money is integer cents. A percent is rounded half up once where it is taken: per unit
 * for product specials (so the cart matches the menu's special price), per line for brand specials,
 * per cart for cart discounts and each tax. Splits use largest remainder, so no cent is lost.
 * Invariants (tests/unit/shared/pricing/properties.test.ts): every total is a non-negative integer,
 * no discount exceeds its line, all_discounts_total is the sum of its parts and of the lines, and
 * order_total = discounted_subtotal + delivery + service fee + taxes not included + tip.
 */
import { applyBrandSpecials } from './brandSpecials';
import { applyBundles } from './bundles';
import { applyCrmRedemptions, applyPromoCode, bestCartSpecial } from './cartDiscounts';
import { cartTotals } from './cartTotals';
import { contextAllows, isLive } from './eligibility';
import type { EligibilityContext } from './eligibility';
import { lineSpecialsFor, markdownUnitPrice, productPrice } from './productSpecials';
import type { PricedCart, PricedLine } from './result';
import { allocate } from './rounding';
import type { BundleSpecial, PricingInput, PricingLine } from './types';

/**
 * Bundles expand lines into single units and search them greedily (quadratic in units), so a cart is
 * bounded: callers validate count against max_cart_quantity first; this only stops runaway input.
 */
export const MAX_PRICED_UNITS = 1000;

const cents = (n: number | null | undefined) => (n != null && Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

function sanitize(line: PricingLine): PricingLine {
  const price = cents(line.price);
  const discounted = line.discounted_price == null ? null : cents(line.discounted_price);
  return { ...line, price, discounted_price: discounted, count: Math.max(0, Math.floor(line.count || 0)) };
}

interface Pass {
  cart: PricedCart;
  savings: Map<string, number>;
}

function pass(input: PricingInput, allowed: ReadonlySet<string> | null): Pass {
  const { store } = input;
  const ctx: EligibilityContext = {
    now: input.now,
    app_mode: input.app_mode,
    store_id: store.id,
    store_state: store.state ?? null,
    user_segment_ids: input.user_segment_ids ?? [],
  };
  const ok = (key: string) => !allowed || allowed.has(key);
  const specials = (input.specials ?? []).filter((s) => ok(`s:${s.id}`));
  const brandSpecials = (input.brand_specials ?? []).filter((s) => ok(`b:${s.id}`));
  const lines = input.lines.map(sanitize);
  const units = lines.reduce((n, l) => n + l.count, 0);
  if (units > MAX_PRICED_UNITS) {
    throw new RangeError(`priceCart: ${units} units exceed MAX_PRICED_UNITS (${MAX_PRICED_UNITS}); validate counts first`);
  }
  const savings = new Map<string, number>();
  const save = (key: string, amount: number) => savings.set(key, (savings.get(key) ?? 0) + amount);

  const product = lines.map((l) => productPrice(l, lineSpecialsFor(l, lines, specials, ctx)));
  product.forEach((p, i) => p.special && save(`s:${p.special.id}`, (markdownUnitPrice(lines[i]) - p.unit_price) * lines[i].count));

  const bundles = specials.filter((s): s is BundleSpecial => s.special_type === 'bundle' && isLive(s, ctx) && contextAllows(s.rules, ctx));
  const bundled = applyBundles(
    lines,
    product.map((p) => p.unit_price),
    bundles,
  );
  bundled.applications.forEach((a) => save(`s:${a.deal.id}`, a.savings));

  const unitPrices = lines.map((l, i) => Array.from({ length: l.count }, () => product[i].unit_price));
  for (const app of bundled.applications) {
    for (const { unit, discount } of app.discounted) unitPrices[unit.line][unit.slot] -= discount;
  }
  const brand = applyBrandSpecials(lines, unitPrices, brandSpecials, ctx);
  brand.forEach((b) => b.entries.forEach((e) => save(`b:${e.special.id}`, e.amount)));

  const afterLines = lines.map((l, i) => l.price * l.count - product[i].product_discount - bundled.group_discounts[i] - brand[i].amount);
  const lineSubtotal = afterLines.reduce((a, b) => a + b, 0);
  const cartSpecial = bestCartSpecial(specials, lineSubtotal, ctx);
  if (cartSpecial.special) save(`s:${cartSpecial.special.id}`, cartSpecial.amount);
  const promo = applyPromoCode(input.promo_code, input.promo_codes ?? [], lineSubtotal - cartSpecial.amount, input.now);
  const afterPromo = lineSubtotal - cartSpecial.amount - promo.amount;
  const stackingBlocked = store.loyalty_points_stacking_enabled === false && [...savings.values()].some((v) => v > 0);
  const crm = applyCrmRedemptions(input.crm_redemptions ?? [], afterPromo, stackingBlocked);
  const cartLevel = allocate(cartSpecial.amount + promo.amount + crm.amount, afterLines);

  const priced: PricedLine[] = lines.map((l, i) => ({
    product_id: l.product_id,
    price_id: l.price_id,
    count: l.count,
    price: l.price,
    unit_price: product[i].unit_price,
    item_total: l.price * l.count,
    product_discount: product[i].product_discount,
    special_id: product[i].special?.id ?? null,
    special_title: product[i].special?.title ?? null,
    group_discount: bundled.group_discounts[i],
    group_special_id: bundled.line_deal[i]?.id ?? null,
    brand_discount: brand[i].amount,
    brand_special_id: brand[i].entries[0]?.special.id ?? null,
    cart_discount: cartLevel[i],
    total: afterLines[i] - cartLevel[i],
  }));
  return { cart: cartTotals(input, lines, priced, { cartSpecial, promo, crm, bundled, brand }), savings };
}

/** Prices a cart: see the order of operations above. Pure: `now` comes in with the input. */
export function priceCart(input: PricingInput): PricedCart {
  const first = pass(input, null);
  const cap = input.store.max_specials_per_cart;
  const keys = [...first.savings.keys()].sort();
  if (cap == null || cap < 0 || keys.length <= cap) return { ...first.cart, applied_special_keys: keys };
  const keep = [...first.savings.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, cap)
    .map(([k]) => k);
  const second = pass(input, new Set(keep));
  return {
    ...second.cart,
    applied_special_keys: [...second.savings.keys()].sort(),
    max_specials_per_cart_hit: true,
  };
}
