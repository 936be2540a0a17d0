import type { Insertable } from 'kysely';
import type { PromoCodesTable } from '../db';
import { ACTIVE_WINDOW, EXPIRED_WINDOW } from './specials';
import { BIG_STORE_ID, FULL_SERVICE_STORE_ID, TAX_INCLUDED_STORE_ID } from './stores';

export type SeedPromoCode = Insertable<PromoCodesTable> & { id: number; store_id: number };

type Template = Omit<SeedPromoCode, 'id' | 'store_id'>;

// Every row names both limits (null: none), so the seed inserts uniform rows.
const NO_LIMITS = { max_uses: null, max_uses_per_customer: null };
const percent = (code: string, discount_percent: number, cart_minimum_cents: number | null = null): Template => ({
  code,
  discount_type: 'percent',
  discount_percent,
  discount_dollar_amount_cents: null,
  cart_minimum_cents,
  ...ACTIVE_WINDOW,
  enabled: 1,
  ...NO_LIMITS,
});
const dollars = (code: string, cents: number, cart_minimum_cents: number | null = null): Template => ({
  code,
  discount_type: 'dollar_amount',
  discount_percent: null,
  discount_dollar_amount_cents: cents,
  cart_minimum_cents,
  ...ACTIVE_WINDOW,
  enabled: 1,
  ...NO_LIMITS,
});

// Codes the demo can type. Written out, not drawn from the PRNG, so the rest of the
// catalogue is unchanged by them and the codes are the same for every seed (docs/api-commerce.md lists them).
export const PROMO_CODES_BY_STORE: Readonly<Record<number, readonly Template[]>> = {
  [FULL_SERVICE_STORE_ID]: [
    // A welcome code: once per customer (docs/api-commerce.md says how a guest is counted).
    { ...percent('WELCOME10', 10), max_uses_per_customer: 1 },
    dollars('SAVE5', 500, 4000),
    { ...percent('SUMMER25', 25), ...EXPIRED_WINDOW },
  ],
  [BIG_STORE_ID]: [percent('BIGBAG15', 15, 7500)],
  3: [dollars('FIRST3', 300)],
  [TAX_INCLUDED_STORE_ID]: [percent('LOCAL5', 5)],
};

/** The promo codes of the stores that exist (a small seed has fewer stores), with ids from 1. */
export function buildPromoCodes(storeIds: readonly number[]): SeedPromoCode[] {
  const present = new Set(storeIds);
  const rows: SeedPromoCode[] = [];
  for (const [storeId, templates] of Object.entries(PROMO_CODES_BY_STORE)) {
    if (!present.has(Number(storeId))) continue;
    for (const t of templates) rows.push({ ...t, id: rows.length + 1, store_id: Number(storeId) });
  }
  return rows;
}
