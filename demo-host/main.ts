// `npm start` (scripts/start.mjs) and the production image (Dockerfile) run this: the host (DESIGN §1.1) on PORT
// and, unless DEMO=off (the default in production), the demo partner site on DEMO_PORT. docs/deploy.md lists
// every setting.
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { readConfig, readRuntime } from './config';
import { healthCheck, openDatabase } from './db';
import { readOutbox } from './commerce/mail';
import { placeZip } from './commerce/cart/zipGeocoder';
import { createDemoApp } from './demo/demoApp';
import { createLogger, hostLogger, logRequests, setHostLogger } from './log';
import { menuListing } from './partner';
import { ensureSeeded } from './seed';
import { createHostApi } from './server/hostApi';
import { createHostApp } from './server/hostApp';
import { stopHost } from './server/shutdown';

const { runtime, config } = orStop(() => ({ runtime: readRuntime(process.env), config: readConfig(process.env, import.meta.url) }));
setHostLogger(createLogger({ level: runtime.logLevel, pretty: !runtime.production }));
const log = hostLogger();
// Until it listens the host has no request to finish: a signal then stops it at once (SQLite's journal and
// PostgreSQL's transactions keep the database whole), replaced by the clean stop below once it serves.
const stopAtOnce = (signal: NodeJS.Signals) => {
  log.info({ signal }, 'stopped while starting');
  process.exit(0);
};
process.on('SIGINT', stopAtOnce);
process.on('SIGTERM', stopAtOnce);

const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((error: unknown) => {
  log.fatal({ err: error }, 'the database could not be opened');
  process.exit(1);
});
const seeded = await ensureSeeded(database.db);
if (seeded) log.info({ seeded }, 'seeded the sample catalogue');

// It reads CANOPY_SECRET, required in production and on PostgreSQL (commerce/auth/secret.ts).
const api = orStop(() => createHostApi({ database, config, warmStores: runtime.warmStores }));
// Retries and deliveries another process left behind go out from here too (docs/api-admin.md § Webhooks).
api.webhooks.start();
// Every store's menu index is built before the host listens, so the first menu query is as fast as the next
// (DESIGN §3: cold first request ≤ 200 ms; a 5,000-product store's index takes ~0.8 s to build, and built while
// requests are answered it slowed every one of them), and so is the ZIP code table the first delivery quote reads.
const warming = performance.now();
await api.menusWarm;
placeZip('10001');
log.info({ ms: Math.round(performance.now() - warming) }, 'menus and ZIP codes loaded');
const host = createHostApp({
  distDir: join(config.projectRoot, 'dist'),
  api: api.app,
  merchandising: api.merchandising,
  health: () => healthCheck(database.db),
  partnerOrigins: config.partnerOrigins,
  publicOrigin: config.hostOrigin,
  listMenu: menuListing(database.db),
});
const servers: Server[] = [
  listen('host', host, config.port, () => {
    log.info({ origin: config.hostOrigin, port: config.port, database: database.dialect, production: runtime.production }, 'Canopy host listening');
  }),
];
if (runtime.demo) {
  const demo = createDemoApp({
    pagesDir: join(config.projectRoot, 'demo-host/demo/pages'),
    hostOrigin: config.hostOrigin,
    readOutbox: () => readOutbox(database.db),
    orders: api.reservations,
  });
  servers.push(listen('demo', demo, config.demoPort, () => log.info({ origin: config.demoOrigin, port: config.demoPort }, 'demo partner site listening')));
}

/** Serves `app` on `port` behind the request log (one line per request, with its X-Request-Id). */
function listen(site: 'host' | 'demo', app: Hono, port: number, listening: () => void): Server {
  const server = serve({ fetch: logRequests(app).fetch, port }, listening) as Server;
  server.on('error', (error) => {
    log.fatal({ err: error, site, port }, `the ${site} could not listen on port ${port}`);
    process.exit(1);
  });
  return server;
}

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  // A second signal while stopping (an impatient Ctrl-C) ends the process at once.
  if (stopping) process.exit(1);
  stopping = true;
  log.info({ signal }, 'stopping: answering the requests in flight, then closing the database');
  await stopHost({ servers, mailIdle: api.mailIdle, stopWebhooks: () => api.webhooks.stop(), closeDatabase: () => api.stopWarming().then(() => database.close()) });
  log.info('stopped');
  process.exit(0);
}
process.off('SIGINT', stopAtOnce).off('SIGTERM', stopAtOnce).on('SIGINT', shutdown).on('SIGTERM', shutdown);

/** A start-up step that reads settings; one it cannot use stops the host with one line naming it and exit code 1. */
function orStop<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    process.stderr.write(`Canopy cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
