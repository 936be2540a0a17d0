// `npm start`: the host (DESIGN §1.1) on PORT and the demo partner site on DEMO_PORT.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { join } from 'node:path';
import { readConfig } from './config';
import { createDemoApp } from './demo/demoApp';
import { createHostApp } from './server/hostApp';

const config = readConfig(process.env, import.meta.url);

// Foundation wiring: the database and the API are mounted here by the API issue.
const api = new Hono();
const health = async () => true;

const host = createHostApp({ distDir: join(config.projectRoot, 'dist'), api, health });
const demo = createDemoApp({ pagesDir: join(config.projectRoot, 'demo-host/demo/pages'), hostOrigin: config.hostOrigin });

const hostServer = serve({ fetch: host.fetch, port: config.port }, (info) => {
  console.log(`Canopy host      ${config.hostOrigin}  (port ${info.port})`);
});
const demoServer = serve({ fetch: demo.fetch, port: config.demoPort }, (info) => {
  console.log(`Demo partner site ${config.demoOrigin}  (port ${info.port})`);
});

function shutdown() {
  hostServer.close();
  demoServer.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
