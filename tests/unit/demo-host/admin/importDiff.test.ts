import { describe, expect, test } from 'vitest';
import { diffMenu, targetItem, type ImportedProduct, type MenuItem } from '../../../../demo-host/admin/import';

// docs/api-admin.md § Menu import: what an import would add, change and remove (the dry run's answer).

const offer = (price: number, quantity = 10, discounted: number | null = null) => ({ price, discounted, quantity });

const current = (extra: Partial<MenuItem> = {}): MenuItem => ({
  name: 'Blue Dream',
  brand: 'Pacific Farms',
  kind: 'flower',
  category: 'hybrid',
  description: 'Sweet',
  percentThc: 20,
  percentCbd: null,
  photoUrl: null,
  visible: true,
  weights: { gram: offer(1200), eighth_ounce: offer(3500) },
  ...extra,
});

const imported = (externalId: string, extra: Partial<ImportedProduct> = {}): ImportedProduct => ({
  externalId,
  line: 2,
  name: 'Blue Dream',
  brand: 'Pacific Farms',
  kind: 'flower',
  weights: { gram: offer(1200), eighth_ounce: offer(3500) },
  ...extra,
});

describe('targetItem: what a product becomes', () => {
  test('a column the file lacks keeps the current value; one it has (even empty) replaces it', () => {
    expect(targetItem(imported('A'), current())).toEqual(current());
    expect(targetItem(imported('A', { description: '', category: null }), current())).toEqual(current({ description: '', category: null }));
  });

  test('a new product takes empty values, and an imported product is visible again', () => {
    expect(targetItem(imported('A'), undefined)).toEqual(current({ description: '', category: null, percentThc: null }));
    expect(targetItem(imported('A'), current({ visible: false })).visible).toBe(true);
  });
});

describe('diffMenu', () => {
  const menu = new Map<string, MenuItem>([
    ['A', current()],
    ['B', current({ name: 'Sour Diesel' })],
    ['C', current({ name: 'Gelato' })],
    ['H', current({ name: 'Hidden', visible: false })],
  ]);

  test('a full import: new ids are added, differences listed per field and weight (dollars), absent visible products removed', () => {
    const diff = diffMenu(
      menu,
      [imported('A'), imported('B', { name: 'Sour Diesel', weights: { gram: offer(1100, 4), eighth_ounce: offer(3500, 10, 3000) } }), imported('N', { name: 'New One' })],
      { full: true },
    );
    expect(diff.added).toEqual([{ product_id: 'N', name: 'New One' }]);
    expect(diff.changed).toEqual([
      {
        product_id: 'B',
        name: 'Sour Diesel',
        changes: [
          { field: 'price_gram', from: 12, to: 11 },
          { field: 'quantity_gram', from: 10, to: 4 },
          { field: 'discounted_price_eighth_ounce', from: null, to: 30 },
        ],
      },
    ]);
    expect(diff.removed).toEqual([{ product_id: 'C', name: 'Gelato' }]);
    expect(diff.unchanged).toEqual(['A']);
  });

  test('a partial import removes nothing', () => {
    expect(diffMenu(menu, [imported('A')], { full: false }).removed).toEqual([]);
  });

  test('product fields, a weight dropped or added, and a hidden product coming back are changes', () => {
    const diff = diffMenu(
      menu,
      [imported('A', { name: 'Blue Dream #2', category: 'sativa', weights: { gram: offer(1200), ounce: offer(20000) } }), imported('H', { name: 'Hidden' })],
      { full: false },
    );
    expect(diff.changed).toEqual([
      {
        product_id: 'A',
        name: 'Blue Dream #2',
        changes: [
          { field: 'name', from: 'Blue Dream', to: 'Blue Dream #2' },
          { field: 'category', from: 'hybrid', to: 'sativa' },
          { field: 'price_eighth_ounce', from: 35, to: null },
          { field: 'price_ounce', from: null, to: 200 },
        ],
      },
      { product_id: 'H', name: 'Hidden', changes: [{ field: 'visible', from: false, to: true }] },
    ]);
  });
});

describe('a file without a discounted_price column keeps the discounts', () => {
  test.each([
    ['kept while the price stays above it', 3500, 3000],
    ['dropped once the new price is not above it', 2900, null],
  ])('%s', (_case, price, discounted) => {
    const before = current({ weights: { eighth_ounce: offer(3500, 10, 3000) } });
    const after = targetItem(imported('A', { weights: { eighth_ounce: { price, quantity: 10 } } }), before);
    expect(after.weights.eighth_ounce).toEqual({ price, discounted, quantity: 10 });
  });
});
