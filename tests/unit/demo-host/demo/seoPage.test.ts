// The demo's crawlable page (DESIGN §1.6): its server fetches the host's fragment for the route its address names and
// puts it inside the embed's target, before the loader's script tag; without one the page is the plain snippet.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test, vi } from 'vitest';
import { createDemoApp } from '../../../../demo-host/demo/demoApp';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const pagesDir = `${root}demo-host/demo/pages`;
const HOST = 'http://127.0.0.1:8080';
const FRAGMENT = readFileSync(`${root}tests/e2e/embed/fixtures/partnerFragment.html`, 'utf8');

function demoWith(answer: () => Promise<Response>) {
  const fetchHost = vi.fn((_url: string | URL | Request, _init?: RequestInit) => answer());
  const app = createDemoApp({ pagesDir, hostOrigin: HOST, fetchHost: fetchHost as unknown as typeof fetch });
  const get = async (path: string) => {
    const response = await app.request(`http://localhost:8081${path}`);
    return { status: response.status, html: await response.text() };
  };
  return { get, asked: () => fetchHost.mock.calls.map(([url]) => new URL(String(url))) };
}

const targetOf = (html: string) => /<div id="canopy-menu">([\s\S]*?)<\/div>\s*<\/main>/.exec(html)?.[1];

describe('the SEO demo page', () => {
  test('puts the host’s fragment for the menu inside the target, before the loader’s script tag', async () => {
    const demo = demoWith(async () => new Response(FRAGMENT, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    const { status, html } = await demo.get('/seo.html');
    expect(status).toBe(200);
    expect(targetOf(html)).toBe(FRAGMENT);
    expect(html.indexOf('class="canopy-fragment"')).toBeLessThan(html.indexOf(`${HOST}/loader.js`));
    const [asked] = demo.asked();
    expect(`${asked.origin}${asked.pathname}`).toBe(`${HOST}/partner/fragment`);
    // The page embeds store 1 (data-store-id), whose menu its /menu route is.
    expect(Object.fromEntries(asked.searchParams)).toEqual({ path: '/menu', base: 'http://localhost:8081/seo.html', store_id: '1' });
  });

  test('asks for the route the address names (?canopy=), as the loader will open it', async () => {
    const demo = demoWith(async () => new Response(FRAGMENT));
    await demo.get('/seo.html?canopy=/products/12/blue-dream');
    expect(demo.asked()[0].searchParams.get('path')).toBe('/products/12/blue-dream');
  });

  test('keeps a $ in the fragment as it is (prices are no replacement patterns)', async () => {
    const priced = FRAGMENT.replace('</section>', '<p>$& $1 $$</p></section>');
    const { html } = await demoWith(async () => new Response(priced)).get('/seo.html');
    expect(targetOf(html)).toBe(priced);
  });

  test.each([
    ['answers 404 (the route is not there yet)', async () => new Response('Not found', { status: 404 })],
    ['answers something else than a fragment', async () => new Response('<!doctype html><p>proxy error</p>')],
    ['cannot be reached', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('when the host %s, the page is the plain snippet with an empty target', async (_, answer) => {
    const { status, html } = await demoWith(answer).get('/seo.html');
    expect(status).toBe(200);
    expect(targetOf(html)).toBe('');
    expect(html).toContain(`<script async src="${HOST}/loader.js" data-store-id="1" data-target="#canopy-menu"></script>`);
  });

  test('links to the page as a crawler sees it: the HTML it served, escaped', async () => {
    const demo = demoWith(async () => new Response(FRAGMENT));
    const { html } = await demo.get('/seo.html?canopy=/brands');
    expect(html).toContain('<a href="/seo-source.html?canopy=/brands">View as a crawler sees it</a>');
    const source = await demo.get('/seo-source.html?canopy=/brands');
    expect(source.status).toBe(200);
    expect(source.html).toContain('&#60;section class=&#34;canopy-fragment&#34; data-canopy-fragment=&#34;/menu&#34;&#62;');
    expect(source.html).toContain('&#60;script type=&#34;application/ld+json&#34;&#62;');
    expect(source.html).not.toContain('<section class="canopy-fragment"');
    expect(demo.asked().map((url) => url.searchParams.get('path'))).toEqual(['/brands', '/brands']);
  });
});
