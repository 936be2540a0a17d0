import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildMenuIndex, sortOrder } from '../../../../demo-host/search';
import type { MenuProduct } from '../../../../shared/types';
import { bearerUser, openSeededApi, type SeededApi } from './apiFixture';

// A review changes one product's rating and review count, so the menu search patches that product into its
// cached index rather than reading the whole store again (which took 1.7 s on SQLite and 4.1 s on PostgreSQL
// for a 5,000-product store). Work is counted, not timed: the loaders that read a store's whole menu (whole products, or an index's narrow rows) are spied on.

const fullLoads = vi.hoisted(() => [] as number[]);
vi.mock('../../../../demo-host/api/data/loadMenuProducts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../demo-host/api/data/loadMenuProducts')>();
  return {
    ...real,
    menuProductChunks: (...args: Parameters<typeof real.menuProductChunks>) => {
      fullLoads.push(args[1]);
      return real.menuProductChunks(...args);
    },
  };
});
vi.mock('../../../../demo-host/api/data/loadMenuIndexRows', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../demo-host/api/data/loadMenuIndexRows')>();
  return {
    ...real,
    menuIndexRowChunks: (...args: Parameters<typeof real.menuIndexRowChunks>) => {
      fullLoads.push(args[1]);
      return real.menuIndexRowChunks(...args);
    },
  };
});

let api: SeededApi;
let signedIn: SeededApi;

beforeAll(async () => {
  api = await openSeededApi();
  signedIn = api.withApi({ authenticate: bearerUser });
}, 60_000);
afterAll(() => api?.close());

const ratingOrder = (products: MenuProduct[]) => products.map((p) => p.id);

async function menuByRating(which: SeededApi): Promise<MenuProduct[]> {
  const products: MenuProduct[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await which.json(`/stores/1/menu_products?sort=rating-desc&per_page=100&page=${page}`);
    expect(status).toBe(200);
    products.push(...body.products);
    if (products.length >= body.nb_hits) return products;
  }
}

async function review(userId: number, productId: number, rating: number) {
  const { status } = await signedIn.json(`/products/${productId}/reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer user-${userId}` },
    body: JSON.stringify({ rating }),
  });
  expect(status).toBeLessThan(300);
}

describe('a review and the menu search index', () => {
  test('the next search does not read the whole menu again, and sorts by the new rating', async () => {
    const before = await menuByRating(signedIn);
    const unrated = before.filter((p) => p.review_count === 0).at(-1)!;
    const loadsBefore = fullLoads.length;

    await review(901, unrated.id, 5);
    const after = await menuByRating(signedIn);

    expect(fullLoads.length).toBe(loadsBefore);
    const moved = after.find((p) => p.id === unrated.id)!;
    expect(moved).toMatchObject({ aggregate_rating: 5, review_count: 1 });
    expect(after.indexOf(moved)).toBeLessThan(before.findIndex((p) => p.id === unrated.id));
    // The patched index answers exactly what a fresh build from the database answers.
    const { loadMenuProducts } = await import('../../../../demo-host/api/data/loadMenuProducts');
    const fresh = buildMenuIndex(1, await loadMenuProducts(api.opened.db, 1));
    expect(ratingOrder(after)).toEqual(Array.from(sortOrder(fresh, 'rating-desc'), (i) => fresh.products[i].id));
  });

  test('every API over the database sees the change on its next search, none reading the whole menu', async () => {
    const other = api.withApi({});
    const product = (await menuByRating(other))[0];
    for (const which of [api, signedIn]) await menuByRating(which);
    const loadsBefore = fullLoads.length;

    await review(902, product.id, 1);
    await review(903, product.id, 1);

    for (const which of [api, other, signedIn]) {
      const seen = (await menuByRating(which)).find((p) => p.id === product.id)!;
      expect(seen.review_count).toBe(product.review_count + 2);
      expect(seen.aggregate_rating).toBeLessThan(product.aggregate_rating!);
    }
    const page = await other.json(`/products/${product.id}?store_id=1`);
    expect(page.body.review_count).toBe(product.review_count + 2);
    expect(fullLoads.length - loadsBefore).toBe(0);
  });
});
