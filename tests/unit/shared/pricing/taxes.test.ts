import { describe, expect, test } from 'vitest';
import { computeTaxes } from '../../../../shared/pricing';
import type { StoreTax } from '../../../../shared/pricing';

// A flower line listed at 10000, paid 8000 after discounts, and a gear line of 2000 (no discount).
const flower = { discounted: 8000, undiscounted: 10000, cannabis: true };
const gear = { discounted: 2000, undiscounted: 2000, cannabis: false };
const excise = (over: Partial<StoreTax> = {}): StoreTax => ({ title: 'Excise', rate: 15, ...over });

describe('added taxes (tax_included false)', () => {
  test.each<[string, StoreTax[], number, number, number]>([
    // Excise 15 % of the undiscounted cannabis 10000 = 1500; sales 7.25 % of 10000 (both lines) = 725.
    ['excise on undiscounted cannabis', [excise()], 7.25, 1500, 725],
    // apply_to_discounted_price: 15 % of 8000 = 1200.
    ['excise on discounted price', [excise({ apply_to_discounted_price: true })], 7.25, 1200, 725],
    // apply_to_non_cannabis_items: 15 % of (10000 + 2000) = 1800.
    ['excise on non-cannabis too', [excise({ apply_to_non_cannabis_items: true })], 0, 1800, 0],
    // is_taxable: the sales base adds the 1500 excise: 7.25 % of 11500 = 833.75 → 834.
    ['excise inside the sales-tax base', [excise({ is_taxable: true })], 7.25, 1500, 834],
    // Two store taxes: 15 % of 10000 + 1 % of 10000 = 1600.
    ['two store taxes', [excise(), { title: 'City', rate: 1 }], 0, 1600, 0],
    ['no taxes', [], 0, 0, 0],
  ])('%s', (_label, taxes, sales, storeTax, salesTax) => {
    const r = computeTaxes([flower, gear], taxes, sales, false);
    expect(r.store_tax_amount).toBe(storeTax);
    expect(r.sales_tax_amount).toBe(salesTax);
    expect(r.tax_included).toBe(false);
  });
  test('each store tax is reported with its title', () => {
    const r = computeTaxes([flower, gear], [excise(), { title: 'City', rate: 1 }], 0, false);
    expect(r.store_taxes).toEqual([
      { title: 'Excise', rate: 15, amount: 1500 },
      { title: 'City', rate: 1, amount: 100 },
    ]);
  });
});

describe('included taxes (tax_included true): nothing added, the included part reported', () => {
  test.each<[string, { discounted: number; undiscounted: number; cannabis: boolean }[], StoreTax[], number, number, number]>([
    // 11500 paid with 15 % inside: net 11500 / 1.15 = 10000, tax 1500.
    ['15 % excise inside 11500', [{ discounted: 11500, undiscounted: 11500, cannabis: true }], [excise()], 0, 1500, 0],
    // 10725 with 7.25 % sales tax: net 10000, sales 725.
    ['7.25 % sales tax inside 10725', [{ discounted: 10725, undiscounted: 10725, cannabis: true }], [], 7.25, 0, 725],
    // Excise 15 % taxable and sales 10 %: gross = net × (1 + 0.15 + 0.10 × 1.15) = net × 1.265; 12650 → net 10000,
    // excise 1500, sales the rest 1150.
    ['compound: taxable excise and sales', [{ discounted: 12650, undiscounted: 12650, cannabis: true }], [excise({ is_taxable: true })], 10, 1500, 1150],
    // Gear pays only sales tax: 1100 at 10 % → net 1000, sales 100; excise only on the flower 1150 → 150.
    [
      'cannabis and non-cannabis groups',
      [
        { discounted: 1150, undiscounted: 1150, cannabis: true },
        { discounted: 1100, undiscounted: 1100, cannabis: false },
      ],
      [excise()],
      0,
      150,
      0,
    ],
  ])('%s', (_label, lines, taxes, sales, storeTax, salesTax) => {
    const r = computeTaxes(lines, taxes, sales, true);
    expect(r.store_tax_amount).toBe(storeTax);
    expect(r.sales_tax_amount).toBe(salesTax);
    expect(r.tax_included).toBe(true);
  });
  test('net plus included taxes equals what was paid: 999 at 15 % excise and 7.25 % sales', () => {
    // 999 / 1.2225 = 817.18 → net 817; excise 15 % of 817 = 122.55 → 123; sales the rest 59.
    const r = computeTaxes([{ discounted: 999, undiscounted: 999, cannabis: true }], [excise()], 7.25, true);
    expect(r.store_tax_amount).toBe(123);
    expect(r.sales_tax_amount).toBe(59);
    expect(817 + r.store_tax_amount + r.sales_tax_amount).toBe(999);
  });
});
