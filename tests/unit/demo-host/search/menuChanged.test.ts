import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../../../demo-host/db';
import { seedDatabase } from '../../../../demo-host/seed';
import { menuChanged, menuVersionOf } from '../../../../demo-host/search';
import { createScratchDatabase } from '../commerce/harness';

// DESIGN §1.7: a write is visible on every host instance on the very next request. The menu version in the
// database is what every instance's menu cache compares before using its index; menuChanged bumps it. This file
// runs on SQLite, and on PostgreSQL with DATABASE_URL set.

let opened: OpenedDatabase;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-menu-versions-'));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  opened = await openDatabase({ dataDir: dir, databaseUrl: scratch?.url });
  await seedDatabase(opened.db, { stores: 3, products: 100 });
  cleanup = async () => {
    await opened.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}, 60_000);
afterAll(() => cleanup?.());

describe('menuChanged: the menu version in the database', () => {
  test('a store never changed is at version 0; each call adds one, to that store only', async () => {
    expect((await menuVersionOf(opened.db, 1)).version).toBe(0);
    await menuChanged(opened.db, 1);
    await menuChanged(opened.db, 1);
    expect((await menuVersionOf(opened.db, 1)).version).toBe(2);
    expect((await menuVersionOf(opened.db, 2)).version).toBe(0);
  });

  test('inside a writer’s transaction the bump commits with the write, and a rollback takes both back', async () => {
    const before = (await menuVersionOf(opened.db, 2)).version;
    await opened.db.transaction().execute(async (trx) => {
      await trx.updateTable('menu_products').set({ visible: 0 }).where('store_id', '=', 2).where('product_id', '=', 1).execute();
      await menuChanged(trx, 2);
    });
    expect((await menuVersionOf(opened.db, 2)).version).toBe(before + 1);

    const rolledBack = opened.db.transaction().execute(async (trx) => {
      await menuChanged(trx, 2);
      throw new Error('the import failed half-way');
    });
    await expect(rolledBack).rejects.toThrow('half-way');
    expect((await menuVersionOf(opened.db, 2)).version).toBe(before + 1);
  });

  test('concurrent writers each get their bump (none is lost)', async () => {
    const before = (await menuVersionOf(opened.db, 3)).version;
    await Promise.all(Array.from({ length: 8 }, () => opened.db.transaction().execute((trx) => menuChanged(trx, 3))));
    expect((await menuVersionOf(opened.db, 3)).version).toBe(before + 8);
  });

  test('a store that does not exist is refused rather than stamped', async () => {
    await expect(menuChanged(opened.db, 999_999)).rejects.toThrow();
  });
});
