import type { Hono } from 'hono';
import { CatalogueUnavailable, isCatalogueRoute, jsonLdScript, loadCataloguePage, pageJsonLd } from '../partner';
import { logError } from '../log';
import { escapeHtml } from './escapeHtml';
import { widgetRouteOf } from './widgetRoutes';

/** What a crawler reads of a widget page before any script runs: its head's title, description and canonical, and its JSON-LD. */
export interface PageHead {
  readonly title: string;
  /** Meta tags and links for the head, escaped. */
  readonly head: string;
  /** The JSON-LD script, placed at the end of the body: it must not hold up the first view's styles and scripts. */
  readonly jsonLd: string;
}

const SITE = 'Canopy';

/**
 * The head of a catalogue page of the host (a store menu, a product, a special, a brand, a category): its real title,
 * description and canonical URL on the host's public origin, and the page's JSON-LD (docs/embedding.md § Search
 * engines). A catalogue route naming nothing public gets `noindex` (the widget shows its not-found page); any other
 * route, or a catalogue that cannot answer now, null (the generic head).
 */
export async function catalogueHead(api: Hono, url: URL, origin: string): Promise<PageHead | null> {
  const route = widgetRouteOf(`${url.pathname}${url.search}`);
  if (!route || !isCatalogueRoute(route)) return null;
  const page = await loadCataloguePage(api, route).catch((error: unknown) => {
    // Maintenance (000 §8) is expected and says nothing new on every page; anything else is a fault to see.
    if (!(error instanceof CatalogueUnavailable)) logError("[host] a catalogue page's title and JSON-LD could not be read; the page has the generic head", error);
    return undefined;
  });
  if (page === undefined) return null;
  if (page === null) return { title: `Not found · ${SITE}`, head: '<meta name="robots" content="noindex">', jsonLd: '' };
  const canonical = `${origin}${page.canonicalPath}`;
  return {
    title: `${page.title} · ${SITE}`,
    head: `<meta name="description" content="${escapeHtml(page.description.slice(0, 300))}"><link rel="canonical" href="${escapeHtml(canonical)}">`,
    jsonLd: jsonLdScript(pageJsonLd(page, (path) => `${origin}${path}`)),
  };
}
