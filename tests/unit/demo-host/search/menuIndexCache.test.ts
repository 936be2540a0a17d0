import { describe, expect, test } from 'vitest';
import { MenuIndexCache, invalidateStore } from '../../../../demo-host/search';
import type { MenuProduct } from '../../../../shared/types';
import { menuProduct } from './menuFixtures';

describe('MenuIndexCache', () => {
  test('builds a store’s index once and reuses it', async () => {
    let loads = 0;
    const cache = new MenuIndexCache(async () => (loads++, [menuProduct(1)]));
    const [a, b] = await Promise.all([cache.get(901), cache.get(901)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
  });

  test('invalidateStore makes every cache rebuild that store, and only that store', async () => {
    let version = 1;
    const load = async (storeId: number): Promise<MenuProduct[]> => [menuProduct(storeId, { name: `v${version}` })];
    const cache = new MenuIndexCache(load);
    await cache.get(902);
    const other = await cache.get(903);
    version = 2;
    invalidateStore(902);
    expect((await cache.get(902)).products[0].name).toBe('v2');
    expect(await cache.get(903)).toBe(other);
  });

  test('a failed load is not cached', async () => {
    let fail = true;
    const cache = new MenuIndexCache(async () => {
      if (fail) throw new Error('database down');
      return [menuProduct(1)];
    });
    await expect(cache.get(904)).rejects.toThrow('database down');
    fail = false;
    expect((await cache.get(904)).products).toHaveLength(1);
  });
});
