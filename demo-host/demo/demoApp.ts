import { Hono } from 'hono';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReservationDesk } from '../admin';
import { demoOrderRoutes } from './demoOrders';
import { outboxAnswer, type ReadOutbox } from './demoOutbox';
import { seoPageRoutes } from './seoPage';

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
  /** How the SEO page's server reaches the host for its fragment (seoPage.ts; tests pass a stub host). */
  fetchHost?: typeof fetch;
}

/**
 * The strict Content-Security-Policy docs/embedding.md gives partners for each way of embedding, served with the demo
 * pages named after it (csp-iframe.html, csp-frameless.html): no inline script or style anywhere, scripts and
 * styles from the page itself and the Canopy host only, and everything else from the page itself unless named.
 */
export function strictPartnerPolicy(mode: 'iframe' | 'frameless', hostOrigin: string): string {
  const common = `default-src 'self'; script-src 'self' ${hostOrigin}; style-src 'self' ${hostOrigin}; frame-src ${hostOrigin}`;
  // framelessEmbed reads the widget's manifest and calls the API from the page; product photos are the host's or data:.
  return mode === 'iframe' ? common : `${common}; connect-src 'self' ${hostOrigin}; img-src 'self' ${hostOrigin} data:`;
}

/** The demo partner site: a second origin whose pages embed the widget through the real snippet. */
export function createDemoApp({ pagesDir, hostOrigin, readOutbox, orders, heartbeatMs, fetchHost }: DemoOptions): Hono {
  const app = new Hono();
  const page = (name: string) => {
    const file = join(pagesDir, `${name}.html`);
    if (!/^[a-z0-9-]+$/.test(name) || !existsSync(file)) return null;
    return readFileSync(file, 'utf8').replaceAll('{{HOST}}', hostOrigin);
  };
  app.get('/', (c) => c.html(page('index') ?? indexOf(pagesDir)));
  app.get('/outbox.json', (c) => outboxAnswer(c, readOutbox));
  demoOrderRoutes(app, orders, heartbeatMs);
  seoPageRoutes(app, { hostOrigin, template: () => page('seo'), fetch: fetchHost });
  app.get('/:file', (c) => {
    const match = /^([a-z0-9-]+)\.(html|js|css)$/.exec(c.req.param('file'));
    if (!match) return c.text('No such demo page', 404);
    const [, name, ext] = match;
    if (ext === 'html') {
      const html = page(name);
      if (!html) return c.text('No such demo page', 404);
      const strict = /^csp-(iframe|frameless)$/.exec(name);
      if (strict) c.header('Content-Security-Policy', strictPartnerPolicy(strict[1] as 'iframe' | 'frameless', hostOrigin));
      return c.html(html);
    }
    const file = join(pagesDir, `${name}.${ext}`);
    if (!existsSync(file)) return c.text('Not found', 404);
    // A stylesheet is a partner's own (brand-font.css: a white-label theme's font-url), read from any origin.
    c.header('Content-Type', ext === 'css' ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
    if (ext === 'css') c.header('Access-Control-Allow-Origin', '*');
    return c.body(readFileSync(file, 'utf8').replaceAll('{{HOST}}', hostOrigin));
  });
  app.get('*', (c) => c.text('No such demo page', 404));
  return app;
}

function indexOf(pagesDir: string): string {
  const pages = existsSync(pagesDir) ? readdirSync(pagesDir).filter((f) => f.endsWith('.html')) : [];
  return `<!doctype html><title>Canopy demo</title><ul>${pages.map((p) => `<li><a href="/${p}">${p}</a></li>`).join('')}</ul>`;
}
