import { describe, expect, test } from 'vitest';
import { buildMenuIndex, patchMenuIndex, projectedRecords, searchMenu, searchMenuJson } from '../../../../demo-host/search';
import { databaseRecords } from '../../../../demo-host/search/menuRecords';
import type { MenuProduct } from '../../../../shared/types';
import { menuProduct } from './menuFixtures';

// A menu search may answer each product in another shape (menu_products?fields=card): the same page, each product
// projected, the projection kept per index yet never older than the record it was made from.

const menu = (): MenuProduct[] => Array.from({ length: 12 }, (_, k) => menuProduct(k + 1, { name: `Strain ${k}`, aggregate_rating: 1 + (k % 4), review_count: 1 + k }));
const nameOnly = (product: MenuProduct) => ({ id: product.id, name: product.name, aggregate_rating: product.aggregate_rating });

describe('searchMenuJson with projected records', () => {
  test('answers the same page, facets and counts, each product projected', async () => {
    const index = buildMenuIndex(1, menu());
    const query = { sort: 'rating-desc' as const, per_page: 5, page: 2 };
    const full = searchMenu(index, query);
    const projected = JSON.parse(await searchMenuJson(index, query, projectedRecords(nameOnly)));
    expect(projected).toEqual({ ...full, products: full.products.map(nameOnly) });
  });

  test('projects a record once while it is kept, and anew once it changed in place', async () => {
    const products = menu();
    const index = buildMenuIndex(1, products);
    let projections = 0;
    const records = projectedRecords((product) => (projections++, nameOnly(product)));
    await searchMenuJson(index, { per_page: 12 }, records);
    await searchMenuJson(index, { per_page: 12 }, records);
    expect(projections).toBe(12);
    expect(patchMenuIndex(index, 3, { ...products[2], aggregate_rating: 5, review_count: 99 })).toBe(true);
    const after = JSON.parse(await searchMenuJson(index, { per_page: 12 }, records)) as { products: { id: number; aggregate_rating: number }[] };
    expect(after.products.find((p) => p.id === 3)?.aggregate_rating).toBe(5);
    expect(projections).toBe(13);
  });

  test('a projected page reads its records once as objects and keeps none of them in full (only the projections)', async () => {
    const products = menu();
    const reads: number[] = [];
    // Each object loaded carries a key JSON leaves out: a record that went through JSON and back arrives without it.
    let projectedAsLoaded = 0;
    const records = databaseRecords(
      async (ids) => (reads.push(...ids), ids.map((id) => ({ ...products[id - 1], loaded: undefined }))),
      () => true,
    );
    const index = { ...buildMenuIndex(1, products), records };
    const project = projectedRecords((product) => ((projectedAsLoaded += 'loaded' in product ? 1 : 0), nameOnly(product)));
    await searchMenuJson(index, { per_page: 6 }, project);
    await searchMenuJson(index, { per_page: 6 }, project);
    expect(reads).toHaveLength(6);
    expect(projectedAsLoaded).toBe(6);
    expect(records.bytes()).toBe(0);
  });

  test('keeps at most `kept` projections per index, the least recently shown dropped first', async () => {
    const index = buildMenuIndex(1, menu());
    let projections = 0;
    const records = projectedRecords((product) => (projections++, nameOnly(product)), 4);
    await records(index, [1, 2, 3, 4]);
    await records(index, [1, 5]); // 2 is now the least recently shown
    await records(index, [1, 3, 4, 5]);
    expect(projections).toBe(5);
    await records(index, [2]);
    expect(projections).toBe(6);
  });
});
