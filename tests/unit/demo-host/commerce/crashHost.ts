// A host process for the crash test (crash.test.ts): the commerce API over DATA_DIR (or DATABASE_URL) on a
// free port; prints `READY <port>` once listening. The test kills it with SIGKILL mid-run.
import { serve } from '@hono/node-server';
import { openDatabase } from '../../../../demo-host/db';
import { createCommerceApi } from '../../../../demo-host/commerce';
import { NOON_LA, TEST_SECRET } from './harness';

const dataDir = process.env.DATA_DIR!;
const { db, dialect } = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
const { app } = createCommerceApi({ db, dialect, config: { dataDir, secret: TEST_SECRET, now: () => NOON_LA } });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`READY ${info.port}\n`);
});
void server;
