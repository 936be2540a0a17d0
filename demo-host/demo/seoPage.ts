import type { Hono } from 'hono';
import { escapeHtml } from '../server/escapeHtml';

/** The route the SEO page's embed opens when its address names none (the loader's default for data-store-id="1"). */
export const SEO_DEFAULT_ROUTE = '/menu';
/** The store the page embeds (its snippet's data-store-id): the host's fragment of /menu is that store's menu. */
const SEO_STORE_ID = '1';
// The host answers a fragment at once or not at all: a slow host must not hold up the partner's page.
const FRAGMENT_TIMEOUT_MS = 2000;
// DESIGN §1.6: the root element every fragment has; anything else (an error page, a proxy's answer) is not inserted.
const FRAGMENT_ROOT = /^\s*<section class="canopy-fragment" data-canopy-fragment="[^"]*">/;

export interface SeoPageOptions {
  hostOrigin: string;
  /** The seo.html template, with {{HOST}} already replaced; null when the page is missing. */
  template: () => string | null;
  /** How the demo server reaches the host (tests pass a stub host). */
  fetch?: typeof fetch;
}

/**
 * The demo's crawlable page (DESIGN §1.6), rendered as a partner's server would: it asks the host for the fragment of
 * the route this address names (?canopy=, else the menu) and puts it inside the embed's target, before the loader's
 * script tag. Without the host's answer the page is the plain snippet, with an empty target. seo-source.html shows
 * the same page as a crawler receives it: its HTML, escaped.
 */
export function seoPageRoutes(app: Hono, { hostOrigin, template, fetch: fetchHost = fetch }: SeoPageOptions): void {
  const render = async (requestUrl: string) => {
    const html = template();
    if (html === null) return null;
    const address = new URL(requestUrl);
    const route = address.searchParams.get('canopy') ?? SEO_DEFAULT_ROUTE;
    const base = `${address.origin}/seo.html`;
    const fragment = await fetchFragment(fetchHost, `${hostOrigin}/partner/fragment?${new URLSearchParams({ path: route, base, store_id: SEO_STORE_ID })}`);
    // Functions, not strings: a $ in the fragment (prices) is no replacement pattern.
    return html.replace('{{QUERY}}', () => escapeHtml(address.search)).replace('{{FRAGMENT}}', () => fragment);
  };
  app.get('/seo.html', async (c) => {
    const html = await render(c.req.url);
    return html === null ? c.text('No such demo page', 404) : c.html(html);
  });
  app.get('/seo-source.html', async (c) => {
    const seoUrl = new URL(c.req.url);
    seoUrl.pathname = '/seo.html';
    const html = await render(seoUrl.href);
    if (html === null) return c.text('No such demo page', 404);
    return c.html(sourcePage(html, seoUrl.pathname + seoUrl.search));
  });
}

/** The host's fragment for one route, or '' when it has none (a 404 before the route exists, a timeout, an error). */
async function fetchFragment(fetchHost: typeof fetch, url: string): Promise<string> {
  try {
    const answer = await fetchHost(url, { signal: AbortSignal.timeout(FRAGMENT_TIMEOUT_MS) });
    if (!answer.ok) return '';
    const html = await answer.text();
    return FRAGMENT_ROOT.test(html) ? html : '';
  } catch {
    return '';
  }
}

function sourcePage(html: string, pagePath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>The SEO page as a crawler sees it — Green Leaf Collective</title>
  <style>body{margin:0;padding:24px;font:15px/1.5 system-ui,sans-serif;background:#faf6ee;color:#1c2a22}pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #e4dccb;border-radius:12px;padding:16px;font-size:13px}</style>
</head>
<body>
  <main>
    <h1>The SEO page as a crawler sees it</h1>
    <p>The HTML the server sent for <a href="${escapeHtml(pagePath)}">${escapeHtml(pagePath)}</a>, before any script ran: the menu's fragment is in it.</p>
    <pre>${escapeHtml(html)}</pre>
  </main>
</body>
</html>
`;
}
