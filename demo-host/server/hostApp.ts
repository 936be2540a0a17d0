import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bytesEtag } from '../http/bytesEtag';
import { serveStatic } from '@hono/node-server/serve-static';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { DM_BASE_PATH } from '../../shared/merchandising';
import { logError } from '../log';
import { serveDefaultPhotos } from './defaultPhotos';
import { drawFirstView } from './firstView';
import { inlineAnswers } from './inlineAnswers';
import { compressAnswers } from './compressAnswers';
import { catalogueHead } from './pageHead';
import { robotsTxt } from './robotsTxt';
import { crawlRoutes, type MenuListing } from '../partner';
import { renderStaticMenu } from './staticMenu';
import { readWidgetManifest, renderWidgetHtml } from './widgetHtml';
import { isWidgetPath } from './widgetRoutes';
import { widgetSecurityHeaders } from './widgetSecurityHeaders';

export interface HostOptions {
  /** Folder holding the build (build.mjs): loader.js, widget/, widget-react/. */
  distDir: string;
  /** The API, mounted at /api/v1 (DESIGN §1.1). */
  api: Hono;
  /** The merchandising service and virtual budtender, mounted at /dm (DESIGN §1.1, docs/api-merchandising.md); none without. */
  merchandising?: Hono;
  /** Resolves true once the database answers (/healthz). */
  health: () => Promise<boolean>;
  /** The partner allowlist (HostConfig): the origins that may frame the widget and host its API base. */
  partnerOrigins: readonly string[];
  /** The host's public origin (HOST_ORIGIN): canonical links, sitemaps and robots.txt; the request's origin without. */
  publicOrigin?: string;
  /** The products on a store's public menu (partner/menuListing over the database): the sitemaps; none without. */
  listMenu?: MenuListing;
}

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The host: one origin serving the loader, the widget's assets and HTML, the API and /healthz (DESIGN §1.1). */
export function createHostApp({ distDir, api, merchandising, health, partnerOrigins, publicOrigin, listMenu }: HostOptions): Hono {
  const app = new Hono();
  const manifestDirs = { preact: join(distDir, 'widget'), react: join(distDir, 'widget-react') };
  const widgetHeaders = widgetSecurityHeaders(partnerOrigins);

  app.use('*', closeUnreadBodies);
  app.use('*', async (c, next) => {
    await next();
    // Scripts, JSON and HTML are used only as the type they are served with.
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use('*', compressAnswers());

  app.get('/healthz', async (c) => {
    const ok = await health().catch(() => false);
    return ok ? c.text('ok') : c.text('database unavailable', 503);
  });

  app.route('/api/v1', api);
  if (merchandising) app.route(DM_BASE_PATH, merchandising);

  // Crawlable catalogue (DESIGN §1.6): the partner's server-side include, its sitemap and the host's own crawl files.
  const originOf = (c: Context) => publicOrigin ?? new URL(c.req.url).origin;
  app.route('/', crawlRoutes({ api, origin: originOf, listMenu }));
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(originOf(c)));
  });

  app.get('/static-menu/:storeId{[0-9]+}', async (c) => {
    const html = await renderStaticMenu(api, Number(c.req.param('storeId')));
    return html ? c.html(html) : c.text('No such store', 404);
  });

  // The loader's URL never changes, so it is revalidated; partners load it from any origin.
  app.get(
    '/loader.js',
    withHeaders(() => 'public, max-age=300'),
    serveStatic({ root: distDir, precompressed: true }),
  );
  // The partner API's TypeScript declarations, for partners who want types without a package. As text: by its
  // extension a .ts file is an MPEG transport stream (video/mp2t), which no browser shows and no tool expects.
  app.get(
    '/canopy.d.ts',
    withHeaders(() => 'public, max-age=300'),
    servedAs('text/plain; charset=utf-8'),
    serveStatic({ root: distDir }),
  );
  for (const folder of ['widget', 'widget-react']) {
    app.get(
      `/${folder}/*`,
      withHeaders((path) => (path.endsWith('manifest.json') ? 'no-cache' : LONG_CACHE)),
      serveStatic({ root: distDir, precompressed: true }),
    );
    app.get(`/${folder}/*`, (c) => c.text('Not found', 404));
  }
  serveDefaultPhotos(app, distDir);

  // Every widget route under every mode base gets the widget's HTML entry (SPA fallback); anything else the
  // widget's not-found page with status 404. `?runtime=react` serves the React 19 build (kept smoke-tested).
  // Revalidated like the catalogue reads it inlines (docs/api.md "Caching"): no-cache, and a 304 when the bytes,
  // inlined answers and first view included, are the ones the browser holds.
  app.get('*', bytesEtag(), async (c) => {
    const runtime = c.req.query('runtime') === 'react' ? 'react' : 'preact';
    const status = isWidgetPath(c.req.path) ? 200 : 404;
    // Without answers the widget asks the API itself, so a failure here costs time, not the page.
    const url = new URL(c.req.url);
    const [answers, pageHead] = status === 200 ? await Promise.all([inlineAnswers(api, url).catch(logInlineFailure), catalogueHead(api, url, originOf(c))]) : [{}, null];
    // The first frame drawn from those answers shows the first cards before the scripts run (DESIGN §3).
    const firstView = await drawFirstView(distDir, url, answers, c.req.header('User-Agent'));
    c.header('Cache-Control', 'no-cache');
    // The first view is drawn for the size class the user agent suggests (firstView.ts guessSizeClass).
    c.header('Vary', 'User-Agent');
    for (const [name, value] of Object.entries(widgetHeaders)) c.header(name, value);
    return c.html(renderWidgetHtml(readWidgetManifest(manifestDirs[runtime]), { notFound: status === 404, answers, firstView, pageHead }), status);
  });

  return app;
}

/**
 * A request answered before its body has all arrived (a 413 over a body limit, a 401 before an upload is read)
 * ends its connection, and its answer says so (`Connection: close`): @hono/node-server would otherwise drop the
 * socket shortly after an answer that promised keep-alive, failing the client's next call on it. Reading the rest
 * instead would take in bodies of any size only to discard them.
 */
const closeUnreadBodies: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.complete) c.header('Connection', 'close');
};

function logInlineFailure(error: unknown): Record<string, unknown> {
  logError("[host] the first page's API answers could not be inlined; the widget will ask for them", error);
  return {};
}

/** Cache and CORS headers on a static file once it has been found (serveStatic's own hook runs too late). */
function withHeaders(cacheControl: (path: string) => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    c.res.headers.set('Cache-Control', cacheControl(c.req.path));
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  };
}

/** The Content-Type of a static file once it has been found, in place of the one its extension gives. */
function servedAs(contentType: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Content-Type', contentType);
  };
}
