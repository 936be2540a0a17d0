import { sql, type Selectable } from 'kysely';
import type { PromoCode, PromoCodeStatus } from '../../../shared/pricing';
import type { PromoCodesTable } from '../../db';
import type { CommerceDeps } from '../deps';

export function promoCode(row: Selectable<PromoCodesTable>): PromoCode {
  return {
    code: row.code,
    discount_type: row.discount_type,
    discount_percent: row.discount_percent,
    discount_dollar_amount: row.discount_dollar_amount_cents,
    cart_minimum: row.cart_minimum_cents,
    start_time: row.start_time,
    end_time: row.end_time,
  };
}

/**
 * The store's enabled codes spelled like the one the shopper typed, ignoring case and
 * surrounding spaces as the engine does. Their time windows and minimums are left to the engine
 * (shared/pricing applyPromoCode), which answers expired or below_minimum; a disabled code is not found.
 */
export async function loadPromoCodes(deps: CommerceDeps, storeId: number, typed: string | null): Promise<PromoCode[]> {
  const wanted = typed?.trim().toLowerCase();
  if (!wanted) return [];
  const rows = await deps.db
    .selectFrom('promo_codes')
    .selectAll()
    .where('store_id', '=', storeId)
    .where(sql<string>`lower(code)`, '=', wanted)
    .where('enabled', '=', 1)
    .execute();
  return rows.map(promoCode);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What the shopper is told about the code on their cart; null when no code is entered. */
export function promoCodeMessage(typed: string | null, status: PromoCodeStatus, promo: PromoCode | undefined, amount: number, now: Date): string | null {
  const code = typed?.trim();
  if (!code || !status) return null;
  switch (status) {
    case 'applied':
      return `Promo code ${promo?.code ?? code} applied: ${dollars(amount)} off`;
    case 'not_found':
      return `We could not find the promo code ${code} at this store`;
    case 'expired':
      return promo?.start_time && now.getTime() < Date.parse(promo.start_time)
        ? `The promo code ${promo.code} is not valid yet`
        : `The promo code ${promo?.code ?? code} has expired`;
    case 'below_minimum':
      return `The promo code ${promo?.code ?? code} needs a subtotal of ${dollars(promo?.cart_minimum ?? 0)} or more`;
  }
}
