/** 50,000 URLs at most in one sitemap (sitemaps.org protocol); a larger list is split under a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;

/** How many sitemaps a sitemap index names at most here: 2.5 million URLs, far above any one operator's catalogue. */
export const SITEMAPS_LISTED = 50;

const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text in an XML element: the five characters XML reserves as entities (sitemaps.org: URLs must be entity-escaped). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function sitemapXml(urls: readonly string[]): string {
  return `${HEAD}<urlset ${NS}>\n${urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>\n`).join('')}</urlset>\n`;
}

export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
}

/**
 * The sitemap of a list of URLs: one urlset when they fit, else (`page` absent) an index of the sitemaps holding
 * them, `pageUrl(n)` each, and (`page` n) the nth slice. Null for a page past the end.
 */
export function sitemapOf(urls: readonly string[], page: number | undefined, pageUrl: (page: number) => string): string | null {
  const pages = Math.max(1, Math.ceil(urls.length / SITEMAP_URL_LIMIT));
  if (page === undefined) return pages === 1 ? sitemapXml(urls) : sitemapIndexXml(Array.from({ length: pages }, (_, i) => pageUrl(i + 1)));
  if (page > pages) return null;
  return sitemapXml(urls.slice((page - 1) * SITEMAP_URL_LIMIT, page * SITEMAP_URL_LIMIT));
}
