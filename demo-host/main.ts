// `npm start`: the host (DESIGN §1.1) on PORT and the demo partner site on DEMO_PORT.
import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { readConfig } from './config';
import { healthCheck, openDatabase } from './db';
import { readOutbox } from './commerce/mail';
import { createDemoApp } from './demo/demoApp';
import { ensureSeeded } from './seed';
import { createHostApi } from './server/hostApi';
import { createHostApp } from './server/hostApp';
import { stopHost } from './server/shutdown';

const config = readConfig(process.env, import.meta.url);

const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const seeded = await ensureSeeded(database.db);
if (seeded) console.log(`Seeded the sample catalogue: ${JSON.stringify(seeded)}`);

const api = createHostApi({ database, config });
// Retries and deliveries another process left behind go out from here too (docs/api-admin.md § Webhooks).
api.webhooks.start();
const host = createHostApp({ distDir: join(config.projectRoot, 'dist'), api: api.app, health: () => healthCheck(database.db), partnerOrigins: config.partnerOrigins });
const demo = createDemoApp({
  pagesDir: join(config.projectRoot, 'demo-host/demo/pages'),
  hostOrigin: config.hostOrigin,
  readOutbox: () => readOutbox(database.db),
  orders: api.reservations,
});

const hostServer = serve({ fetch: host.fetch, port: config.port }, (info) => {
  console.log(`Canopy host       ${config.hostOrigin}  (port ${info.port}, ${database.dialect})`);
});
const demoServer = serve({ fetch: demo.fetch, port: config.demoPort }, (info) => {
  console.log(`Demo partner site ${config.demoOrigin}  (port ${info.port})`);
});

async function shutdown() {
  await stopHost({
    closeServers: () => {
      hostServer.close();
      demoServer.close();
    },
    mailIdle: api.mailIdle,
    stopWebhooks: () => api.webhooks.stop(),
    closeDatabase: () => database.close(),
  });
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
