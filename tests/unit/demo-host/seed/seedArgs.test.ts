import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../../../demo-host/db';
import { BIG_STORE_ID, buildCatalogue, seedDatabase } from '../../../../demo-host/seed';
import { parseSeedArgs, SEED_USAGE } from '../../../../demo-host/seed/seedArgs';

// `npm run seed -- --stores N --products M` writes N stores of M menu products each (N × M menu rows: the bench's
// marketplace is --stores 500 --products 2000, 1,000,000 rows); --products alone still sizes only the big store.

const menuSizes = (args: string[]) => {
  const parsed = parseSeedArgs(args);
  if (parsed.help) throw new Error('expected options');
  const perStore = new Map<number, number>();
  for (const m of buildCatalogue(parsed.options).menuProducts) perStore.set(m.row.store_id, (perStore.get(m.row.store_id) ?? 0) + 1);
  return perStore;
};

describe('npm run seed flags', () => {
  test.each([
    { args: ['--stores', '3', '--products', '40'], stores: 3, rows: 120 },
    { args: ['--stores', '5', '--products', '12'], stores: 5, rows: 60 },
    { args: ['--products', '40', '--stores', '2'], stores: 2, rows: 80 },
  ])('$args: every store carries the same count, $rows menu rows in all', ({ args, stores, rows }) => {
    const sizes = menuSizes(args);
    expect(sizes.size).toBe(stores);
    expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBe(rows);
    expect(new Set(sizes.values()).size).toBe(1);
  });

  test('--products alone sizes only the big store, the others keep 200–2,000', () => {
    const sizes = menuSizes(['--products', '300']);
    expect(sizes.get(BIG_STORE_ID)).toBe(300);
    expect(sizes.size).toBe(35);
    for (const [id, n] of sizes) if (id !== BIG_STORE_ID) expect(n).toBeGreaterThanOrEqual(200);
  });

  test('no flag gives the default sample catalogue, and --stores alone the default sizes over N stores', () => {
    expect(parseSeedArgs([])).toEqual({ help: false, options: {}, dataDir: undefined });
    expect(parseSeedArgs(['--stores', '4', '--seed', '9', '--data-dir', 'x'])).toEqual({ help: false, options: { stores: 4, seed: 9 }, dataDir: 'x' });
  });

  test.each([
    ['--stores', '0'],
    ['--products', 'many'],
    ['--products', '1.5'],
    ['--seed', 'abc'],
  ])('%s %s is refused with the usage line', (flag, value) => {
    expect(() => parseSeedArgs([flag, value])).toThrow(SEED_USAGE);
  });

  test('the usage line names the flags and what --stores with --products means', () => {
    expect(SEED_USAGE).toContain('--stores N --products M');
    expect(parseSeedArgs(['--help'])).toEqual({ help: true });
  });
});

describe('seedDatabase with products per store', () => {
  test('--stores 3 --products 40 writes 120 menu rows, and each store counts its visible ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'canopy-seed-args-'));
    const o = await openDatabase({ dataDir: dir });
    try {
      const parsed = parseSeedArgs(['--stores', '3', '--products', '40']);
      if (parsed.help) throw new Error('expected options');
      const summary = await seedDatabase(o.db, parsed.options);
      expect(summary).toMatchObject({ stores: 3, menuProducts: 120 });
      const rows = await o.db
        .selectFrom('menu_products')
        .select(['store_id', sql<number>`count(*)`.as('n'), sql<number>`sum(visible)`.as('visible')])
        .groupBy('store_id')
        .orderBy('store_id')
        .execute();
      expect(rows.map((r) => Number(r.n))).toEqual([40, 40, 40]);
      const stores = await o.db.selectFrom('stores').select(['id', 'data']).orderBy('id').execute();
      expect(stores.map((s) => (JSON.parse(s.data) as { product_count: number }).product_count)).toEqual(rows.map((r) => Number(r.visible)));
    } finally {
      await o.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
