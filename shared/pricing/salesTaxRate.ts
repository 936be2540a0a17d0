import type { ReservationMode } from '../constants';
import { BASE_SALES_TAX_RATES } from './baseSalesTaxRates';
import type { DeliveryLocation } from './types';

/**
 * The sales-tax rate of a sale: where the goods are handed over. Pickup and curbside, and a delivery within the
 * store's own state or province, pay the store's sales_tax_rate (000 §3, its local rate); a delivery into another
 * state or province pays that one's base rate (baseSalesTaxRates.ts). An address the host could not place keeps
 * the store's rate.
 */
export function salesTaxRateFor(store: { state?: string | null; sales_tax_rate?: number | null }, mode: ReservationMode, where: DeliveryLocation | null | undefined): number {
  const own = store.sales_tax_rate ?? 0;
  const region = where?.region?.trim().toUpperCase();
  if (mode !== 'delivery' || !region || region === store.state?.trim().toUpperCase()) return own;
  return BASE_SALES_TAX_RATES[region] ?? own;
}
