// One host process for twoHosts.test.ts: the whole host (the API, and widget HTML with its first view from
// CANOPY_TEST_DIST) over DATA_DIR or DATABASE_URL, already migrated and seeded, on a free port. It says
// `{ listening: port }` over IPC once serving, and answers `{ write }` messages by writing a menu row as a writer
// of this process would (the row and menuChanged in one transaction), then `{ written: id }`.
import { serve } from '@hono/node-server';
import type { HostConfig } from '../../../../demo-host/config';
import { openDatabase } from '../../../../demo-host/db';
import { menuChanged } from '../../../../demo-host/search';
import { createHostApi } from '../../../../demo-host/server/hostApi';
import { createHostApp } from '../../../../demo-host/server/hostApp';

export interface WriteMenuRow {
  id: number;
  write: { storeId: number; productId: number; changes: Record<string, number | null> };
}

const dataDir = process.env.DATA_DIR!;
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined, migrate: false });
const config: HostConfig = {
  port: 0,
  demoPort: 0,
  hostOrigin: 'http://127.0.0.1',
  demoOrigin: 'http://127.0.0.1',
  partnerOrigins: [],
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  projectRoot: dataDir,
  maintenance: false,
  mail: {},
  adminToken: undefined,
};
const api = createHostApi({ database, config });
const host = createHostApp({ distDir: process.env.CANOPY_TEST_DIST!, api: api.app, health: async () => true, partnerOrigins: [] });

process.on('message', async ({ id, write }: WriteMenuRow) => {
  await database.db.transaction().execute(async (trx) => {
    await trx.updateTable('menu_products').set(write.changes).where('store_id', '=', write.storeId).where('product_id', '=', write.productId).execute();
    await menuChanged(trx, write.storeId);
  });
  process.send!({ written: id });
});
// The test ends this process with a signal; the IPC channel closing means the test itself is gone.
process.on('disconnect', () => process.exit(0));

serve({ fetch: host.fetch, port: 0, hostname: '127.0.0.1' }, (info) => process.send!({ listening: info.port }));
