import * as v from 'valibot';
import { Hono, type Context } from 'hono';
import { bytesEtag } from '../http/bytesEtag';
import { answerErrors, Id, Page, parseQuery } from '../http';
import { logError } from '../log';
import { CatalogueUnavailable } from './catalogueReads';
import { listCatalogueRoutes } from './catalogueRoutes';
import { loadCataloguePage } from './loadCataloguePage';
import type { MenuListing } from './menuListing';
import { renderFragment } from './renderFragment';
import { SITEMAP_URL_LIMIT, SITEMAPS_LISTED, sitemapOf } from './sitemapXml';
import { partnerUrl } from '../../shared/routes/catalogueLinks';

/** A widget route or a partner page URL longer than this is refused: no real one comes near it. */
const MAX_URL_LENGTH = 2048;
const CACHE = 'public, max-age=300';

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

const RoutePath = v.pipe(
  v.string('must be a widget route'),
  v.maxLength(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`),
  // A route is a path on the widget; '//host' would be a URL (protocol-relative), 'https://…' one too.
  v.regex(/^\/(?![/\\])/, 'must be a widget route starting with a single /, not a URL'),
);
const PartnerBase = v.pipe(
  v.string('must be the URL of the partner page'),
  v.maxLength(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`),
  v.check(isHttpUrl, 'must be an absolute http or https URL of the partner page'),
);
// store_id: the store the partner page embeds (data-store-id), whose menu the embed's own route /menu shows.
const FragmentQuery = v.object({ path: RoutePath, base: v.optional(PartnerBase), store_id: v.optional(Id) });
const PartnerSitemapQuery = v.object({ base: PartnerBase, store_id: v.optional(Id), page: v.optional(Page) });
const HostSitemapQuery = v.object({ page: v.optional(Page) });

export interface CrawlRoutesOptions {
  /** The public catalogue API, asked in-process (never with credentials). */
  readonly api: Hono;
  /** The host's public origin (HOST_ORIGIN): the host's own URLs in its sitemap and JSON-LD. */
  readonly origin: (c: Context) => string;
  /** The products on a store's public menu, for the sitemaps; without it there are no sitemaps (404). */
  readonly listMenu?: MenuListing;
}

/** 503 with no body: the catalogue API is down (maintenance, 000 §8); the partner's page keeps its widget. */
function unavailable(c: Context, error: unknown) {
  if (!(error instanceof CatalogueUnavailable)) throw error;
  c.header('Retry-After', '60');
  return c.body(null, 503);
}

function xml(c: Context, body: string | null) {
  if (body === null) return c.body(null, 404);
  c.header('Cache-Control', CACHE);
  return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
}

/**
 * The server-side include of DESIGN §1.6 (GET /partner/fragment, GET /partner/sitemap.xml) and the host's own
 * sitemap (GET /sitemap.xml). Pages are drawn from the public catalogue API, asked without credentials, so they show
 * only what a signed-out shopper sees; the sitemaps add the routes of each store's visible menu (menuListing).
 */
export function crawlRoutes({ api, origin, listMenu }: CrawlRoutesOptions): Hono {
  const app = new Hono();
  // A strong ETag of the body (weakened by the host's compression when it compresses, as HTTP asks), and 304s.
  app.use('/partner/*', bytesEtag());
  app.use('/sitemap.xml', bytesEtag());

  app.get('/partner/fragment', async (c) => {
    const { path, base, store_id } = parseQuery(c, FragmentQuery);
    const page = await loadCataloguePage(api, path, store_id).catch((error: unknown) => unavailable(c, error));
    if (page instanceof Response) return page;
    if (!page) return c.body(null, 404);
    const partnerPage = base ? new URL(base) : null;
    const html = renderFragment(
      page,
      (route) => (partnerPage ? partnerUrl(partnerPage, route) : route),
      (route) => (partnerPage ? partnerUrl(partnerPage, route) : undefined),
    );
    c.header('Cache-Control', CACHE);
    // The fragment belongs on the partner's page; the host's own copy of it is no page to index.
    c.header('X-Robots-Tag', 'noindex');
    // The partner's server copies it into its page's head: a fragment cannot hold a <link rel="canonical"> there.
    if (partnerPage) c.header('Link', `<${partnerUrl(partnerPage, page.canonicalPath)}>; rel="canonical"`);
    return c.html(html);
  });

  if (listMenu) sitemapRoutes(app, api, origin, listMenu);
  app.onError(answerErrors(logError));
  return app;
}

/** GET /partner/sitemap.xml (a partner's page at every catalogue route) and GET /sitemap.xml (the host's own). */
function sitemapRoutes(app: Hono, api: Hono, origin: (c: Context) => string, listMenu: MenuListing): void {
  const listRoutes = (storeId?: number) => listCatalogueRoutes(api, listMenu, SITEMAP_URL_LIMIT * SITEMAPS_LISTED, storeId);
  app.get('/partner/sitemap.xml', async (c) => {
    const { base, store_id, page } = parseQuery(c, PartnerSitemapQuery);
    const routes = await listRoutes(store_id).catch((error: unknown) => unavailable(c, error));
    if (routes instanceof Response) return routes;
    if (routes.length === 0) return c.body(null, 404);
    const partnerPage = new URL(base);
    const pageUrl = (n: number) => `${origin(c)}/partner/sitemap.xml?${new URLSearchParams({ base, ...(store_id ? { store_id: String(store_id) } : {}), page: String(n) })}`;
    return xml(
      c,
      sitemapOf(
        routes.map((route) => partnerUrl(partnerPage, route)),
        page,
        pageUrl,
      ),
    );
  });

  app.get('/sitemap.xml', async (c) => {
    const { page } = parseQuery(c, HostSitemapQuery);
    const routes = await listRoutes().catch((error: unknown) => unavailable(c, error));
    if (routes instanceof Response) return routes;
    const host = origin(c);
    return xml(
      c,
      sitemapOf(
        routes.map((route) => `${host}${route}`),
        page,
        (n) => `${host}/sitemap.xml?page=${n}`,
      ),
    );
  });
}
