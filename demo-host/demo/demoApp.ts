import { Hono } from 'hono';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReservationDesk } from '../admin';
import { demoOrderRoutes } from './demoOrders';
import { outboxAnswer, type ReadOutbox } from './demoOutbox';

export interface DemoOptions {
  /** Folder of the demo partner pages (*.html); `{{HOST}}` in a page becomes the host origin. */
  pagesDir: string;
  /** The Canopy host's origin, which the pages load /loader.js from (DESIGN §1.1). */
  hostOrigin: string;
  /** The host's outbox (mail it would send), shown by outbox.html to requests from this machine only. */
  readOutbox?: ReadOutbox;
  /** The host's reservations, for orders.html (demoOrders.ts), to requests from this machine only. */
  orders?: ReservationDesk;
  /** How often the Orders page's event stream sends a heartbeat comment (tests shorten it). */
  heartbeatMs?: number;
}

/** The demo partner site: a second origin whose pages embed the widget through the real snippet. */
export function createDemoApp({ pagesDir, hostOrigin, readOutbox, orders, heartbeatMs }: DemoOptions): Hono {
  const app = new Hono();
  const page = (name: string) => {
    const file = join(pagesDir, `${name}.html`);
    if (!/^[a-z0-9-]+$/.test(name) || !existsSync(file)) return null;
    return readFileSync(file, 'utf8').replaceAll('{{HOST}}', hostOrigin);
  };
  app.get('/', (c) => c.html(page('index') ?? indexOf(pagesDir)));
  app.get('/outbox.json', (c) => outboxAnswer(c, readOutbox));
  demoOrderRoutes(app, orders, heartbeatMs);
  app.get('/:file', (c) => {
    const match = /^([a-z0-9-]+)\.(html|js)$/.exec(c.req.param('file'));
    if (!match) return c.text('No such demo page', 404);
    const [, name, ext] = match;
    if (ext === 'html') {
      const html = page(name);
      return html ? c.html(html) : c.text('No such demo page', 404);
    }
    const file = join(pagesDir, `${name}.js`);
    if (!existsSync(file)) return c.text('Not found', 404);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(readFileSync(file, 'utf8').replaceAll('{{HOST}}', hostOrigin));
  });
  app.get('*', (c) => c.text('No such demo page', 404));
  return app;
}

function indexOf(pagesDir: string): string {
  const pages = existsSync(pagesDir) ? readdirSync(pagesDir).filter((f) => f.endsWith('.html')) : [];
  return `<!doctype html><title>Canopy demo</title><ul>${pages.map((p) => `<li><a href="/${p}">${p}</a></li>`).join('')}</ul>`;
}
