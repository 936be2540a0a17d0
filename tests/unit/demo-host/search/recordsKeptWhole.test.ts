import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createMenuIndexCache } from '../../../../demo-host/api';
import { openDatabase, type OpenedDatabase } from '../../../../demo-host/db';
import { RECORDS_KEPT_BYTES } from '../../../../demo-host/search/menuRecords';
import { seedDatabase } from '../../../../demo-host/seed';
import { statementCounter } from '../commerce/statementCount';

// A /dm pdp row shows 60 full products similar to the one on the page, and 300 product pages' rows span the whole
// store: its records cache holds a 5,000-product store whole (RECORDS_KEPT_BYTES), so a record any row showed once is
// never read from the database again (at 8 MB a third of the store was kept, and half a row's records were read
// again). Counted, never timed.

const dir = mkdtempSync(join(tmpdir(), 'canopy-records-whole-'));
let database: OpenedDatabase;
beforeAll(async () => {
  database = await openDatabase({ dataDir: dir });
  await seedDatabase(database.db, { stores: 1, productsPerStore: 5000 });
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('every record of a 5,000-product store shown once stays kept: showing them again reads nothing', async () => {
  const counter = statementCounter();
  const menus = createMenuIndexCache(database.db.withPlugin(counter.plugin));
  const index = await menus.get(1);
  expect(index.ids.length).toBeGreaterThan(4_900);
  const ids = [...index.ids];
  await index.records.json(ids);
  expect(index.records.bytes()).toBeLessThanOrEqual(RECORDS_KEPT_BYTES);
  counter.reset();
  const again = await index.records.json(ids);
  expect(again.size).toBe(ids.length);
  expect(counter.count()).toBe(0);
}, 60_000);
