import { percentOf, percentToPpm } from './rounding';
import type { Cents, StoreTax } from './types';

export interface TaxLine {
  /** What the shopper pays for the line after every discount. */
  discounted: Cents;
  /** price × count, before any discount. */
  undiscounted: Cents;
  cannabis: boolean;
}

export interface StoreTaxAmount {
  title: string;
  rate: number;
  amount: Cents;
}

export interface TaxResult {
  store_taxes: StoreTaxAmount[];
  store_tax_amount: Cents;
  sales_tax_amount: Cents;
  sales_tax_rate: number;
  tax_included: boolean;
}

const applies = (tax: StoreTax, line: TaxLine) => line.cannabis || tax.apply_to_non_cannabis_items === true;

/**
 * Taxes added on top of the prices (tax_included false). Each store tax is computed once on the sum
 * of its base, rounded half up: the discounted line amounts when apply_to_discounted_price, else the
 * undiscounted ones; cannabis lines always, other lines only with apply_to_non_cannabis_items. The
 * sales tax covers every line at its discounted amount plus the store taxes marked is_taxable (tax on
 * tax, as with California's cannabis excise). Fees and tips are not taxed.
 */
function addedTaxes(lines: readonly TaxLine[], taxes: readonly StoreTax[], salesRate: number): TaxResult {
  const store_taxes = taxes.map((tax) => {
    const base = lines.filter((l) => applies(tax, l)).reduce((s, l) => s + (tax.apply_to_discounted_price ? l.discounted : l.undiscounted), 0);
    return { title: tax.title, rate: tax.rate, amount: percentOf(base, tax.rate) };
  });
  const taxableStoreTax = store_taxes.reduce((s, t, i) => s + (taxes[i].is_taxable ? t.amount : 0), 0);
  const salesBase = lines.reduce((s, l) => s + l.discounted, 0) + taxableStoreTax;
  return {
    store_taxes,
    store_tax_amount: store_taxes.reduce((s, t) => s + t.amount, 0),
    sales_tax_amount: percentOf(salesBase, salesRate),
    sales_tax_rate: salesRate,
    tax_included: false,
  };
}

const MILLION = 1_000_000n;

/**
 * Taxes already inside the prices (tax_included true): nothing is added to the order, and the
 * included parts are reported. They are extracted from what the shopper pays (the discounted
 * amount), per group of lines that carry the same taxes (cannabis, non-cannabis): with store rates
 * r and sales rate s, gross = net × (1 + Σr + s × (1 + Σtaxable r)). The net is rounded half up,
 * each store tax is its rate of the net, and the sales tax is the rest, so net + taxes = gross.
 */
function includedTaxes(lines: readonly TaxLine[], taxes: readonly StoreTax[], salesRate: number): TaxResult {
  const store = taxes.map(() => 0);
  let sales = 0;
  for (const cannabis of [true, false]) {
    const gross = lines.filter((l) => l.cannabis === cannabis).reduce((s, l) => s + l.discounted, 0);
    if (gross <= 0) continue;
    const mine = taxes.map((t) => applies(t, { discounted: 0, undiscounted: 0, cannabis }));
    const r = taxes.reduce((s, t, i) => s + (mine[i] ? BigInt(percentToPpm(t.rate)) : 0n), 0n);
    const rt = taxes.reduce((s, t, i) => s + (mine[i] && t.is_taxable ? BigInt(percentToPpm(t.rate)) : 0n), 0n);
    const s = BigInt(percentToPpm(salesRate));
    const denominator = MILLION * MILLION + r * MILLION + s * (MILLION + rt);
    const numerator = BigInt(gross) * MILLION * MILLION;
    const net = Number((2n * numerator + denominator) / (2n * denominator));
    let taken = 0;
    taxes.forEach((t, i) => {
      if (!mine[i]) return;
      const amount = Math.min(gross - net - taken, percentOf(net, t.rate));
      store[i] += amount;
      taken += amount;
    });
    sales += Math.max(0, gross - net - taken);
  }
  const store_taxes = taxes.map((t, i) => ({ title: t.title, rate: t.rate, amount: store[i] }));
  return {
    store_taxes,
    store_tax_amount: store.reduce((a, b) => a + b, 0),
    sales_tax_amount: sales,
    sales_tax_rate: salesRate,
    tax_included: true,
  };
}

export function computeTaxes(lines: readonly TaxLine[], taxes: readonly StoreTax[] | null | undefined, salesTaxRate: number | null | undefined, taxIncluded: boolean): TaxResult {
  const rate = salesTaxRate != null && Number.isFinite(salesTaxRate) && salesTaxRate > 0 ? salesTaxRate : 0;
  const list = (taxes ?? []).filter((t) => Number.isFinite(t.rate) && t.rate > 0);
  return taxIncluded ? includedTaxes(lines, list, rate) : addedTaxes(lines, list, rate);
}
