import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { escapeXml, SITEMAP_URL_LIMIT, sitemapOf } from '../../../../demo-host/partner/sitemapXml';

/** The document's <loc> texts, as an XML parser reads them; fails on XML that is not well-formed. */
function locs(xml: string, root: string): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  // Every & starts an entity (sitemaps.org: URLs are entity-escaped), and no markup character is left bare in a loc.
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.tagName).toBe(root);
  expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

/** The number of <loc> elements, without a parser: a DOM of 50,000 elements takes seconds. */
const countLocs = (xml: string) => xml.match(/<loc>/g)?.length ?? 0;

const pageUrl = (n: number) => `https://canopy.example/partner/sitemap.xml?base=x&page=${n}`;

describe('sitemaps (sitemaps.org protocol)', () => {
  test.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&apos;'],
  ])('escapes %s', (raw, entity) => {
    expect(escapeXml(`a${raw}b`)).toBe(`a${entity}b`);
  });

  test('a URL holding & and quotes reads back unchanged', () => {
    const url = "https://p.example/menu?a=1&b='2'&canopy=/stores/1/s/menu%3Fkind%3Dflower%26brand%3DA";
    const xml = sitemapOf([url, 'https://p.example/menu?canopy=/brands'], undefined, pageUrl)!;
    expect(xml).toContain('a=1&amp;b=&apos;2&apos;&amp;canopy');
    expect(locs(xml, 'urlset')).toEqual([url, 'https://p.example/menu?canopy=/brands']);
  });

  test.each([
    [0, 0],
    [1, 1],
    [SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT],
  ])('%i URLs fit one urlset', (count, listed) => {
    const urls = Array.from({ length: count }, (_, i) => `https://p.example/?canopy=/products/${i + 1}/x`);
    const xml = sitemapOf(urls, undefined, pageUrl)!;
    expect(xml).toContain('<urlset ');
    expect(countLocs(xml)).toBe(listed);
  });

  test('past 50,000 URLs, an index of sitemaps of 50,000 each; a page past the end is null', () => {
    const urls = Array.from({ length: SITEMAP_URL_LIMIT * 2 + 1 }, (_, i) => `https://p.example/?canopy=/products/${i + 1}/x`);
    expect(locs(sitemapOf(urls, undefined, pageUrl)!, 'sitemapindex')).toEqual([pageUrl(1), pageUrl(2), pageUrl(3)]);
    expect(countLocs(sitemapOf(urls, 2, pageUrl)!)).toBe(SITEMAP_URL_LIMIT);
    expect(locs(sitemapOf(urls, 3, pageUrl)!, 'urlset')).toEqual([urls[urls.length - 1]]);
    expect(sitemapOf(urls, 4, pageUrl)).toBeNull();
  });
});
