import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { createHostApp } from '../../../../demo-host/server/hostApp';

/** A dist whose widget is also built for Node, so menu URLs come with a first view (and its theme script). */
function fakeDistDrawing(): string {
  const dist = fakeDist();
  mkdirSync(join(dist, 'widget-ssr'));
  writeFileSync(
    join(dist, 'widget-ssr', 'firstView.mjs'),
    'export const renderFirstView = (url, answers, size) => ({ html: `<p>${Object.keys(answers).length} answers, ${size}</p>`, styles: [] });',
  );
  return dist;
}

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'canopy-dist-'));
  writeFileSync(join(dist, 'loader.js'), '(function(){})();');
  mkdirSync(join(dist, 'widget'));
  writeFileSync(join(dist, 'widget', 'main-ABC.js'), 'export {};');
  writeFileSync(join(dist, 'widget', 'main-ABC.js.br'), brotliCompressSync('export {};'));
  writeFileSync(
    join(dist, 'widget', 'manifest.json'),
    JSON.stringify({ entry: '/widget/main-ABC.js', entries: { main: '/widget/main-ABC.js' }, css: [], initial: ['/widget/main-ABC.js'] }),
  );
  return dist;
}

describe('the host (DESIGN §1.1)', () => {
  const api = new Hono()
    .get('/ping', (c) => c.json({ pong: true }))
    .get('/stores/1/menu_products', (c) =>
      c.json({
        products: [{ id: 7, name: '<script>alert(1)</script> Kush', brand: 'Acme', kind: 'flower', type: 'indica', price_eighth_ounce: 35, discounted_price_eighth_ounce: 29.99 }],
      }),
    )
    .get('/stores/2/menu_products', (c) => c.json({ message: 'No store with id 2' }, 404))
    .get('/stores/1', (c) => c.json({ store: { id: 1, name: 'Green </script><script>alert(1)</script>' } }))
    .get('/stores/2', () => new Response(JSON.stringify({ message: 'Down for maintenance' }), { status: 420 }));
  let healthy = true;
  const app = createHostApp({ distDir: fakeDist(), api, health: async () => healthy, partnerOrigins: [] });

  test('/healthz answers 200 ok once the database answers, 503 before', async () => {
    healthy = true;
    const ok = await app.request('/healthz');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('ok');
    healthy = false;
    expect((await app.request('/healthz')).status).toBe(503);
    healthy = true;
  });

  test('/loader.js is served to any origin and revalidated', async () => {
    const response = await app.request('/loader.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toContain('max-age=300');
  });

  test('widget assets have content-hashed names and a long cache', async () => {
    const response = await app.request('/widget/main-ABC.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/widget/missing.js')).status).toBe(404);
  });

  test('assets are served precompressed by build.mjs when the browser accepts it', async () => {
    const response = await app.request('/widget/main-ABC.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('javascript');
  });

  test('the API is mounted at /api/v1', async () => {
    expect(await (await app.request('/api/v1/ping')).json()).toEqual({ pong: true });
  });

  test.each(['/embed/stores/1/menu', '/headless/products/12/blue-dream', '/cart'])('widget route %s gets the HTML entry with its script', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/widget/main-ABC.js">');
    expect(html).not.toContain('data-not-found');
  });

  test("a store menu URL carries the first page's API answers in its HTML, escaped, keyed as the widget asks", async () => {
    const html = await (await app.request('/embed/stores/1/menu')).text();
    const json = /<script type="application\/json" id="canopy-answers">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(html).not.toContain('<script>alert');
    const answers = JSON.parse(json!) as Record<string, { store?: { name: string } }>;
    // 3 boot requests (store, menu page 1, Best sellers); all answered 200 here.
    expect(Object.keys(answers).sort()).toEqual([
      '/stores/1',
      '/stores/1/menu_products?sort=best-seller-rank&per_page=12&fields=card',
      '/stores/1/menu_products?sort=recommended&page=1&per_page=24&fields=card',
    ]);
    expect(answers['/stores/1']!.store!.name).toBe('Green </script><script>alert(1)</script>');
  });

  test('answers other than 200 are left for the widget to ask (maintenance 420, not found), and other routes get none', async () => {
    expect(await (await app.request('/embed/stores/2/menu')).text()).not.toContain('canopy-answers');
    expect(await (await app.request('/cart')).text()).not.toContain('canopy-answers');
  });

  test('with the widget built for Node, a menu URL comes with the first view drawn from its answers, per device', async () => {
    const dist = fakeDistDrawing();
    const drawing = createHostApp({ distDir: dist, api, health: async () => true, partnerOrigins: [] });
    const phone = await drawing.request('/embed/stores/1/menu', { headers: { 'User-Agent': 'Mozilla/5.0 (iPhone) Mobile Safari' } });
    expect(phone.headers.get('vary')).toContain('User-Agent');
    expect(await phone.text()).toContain('<div id="canopy-first-view" data-size="mobile" inert><p>3 answers, mobile</p></div>');
    // No answers, no first view: maintenance, and pages the host answers nothing for.
    expect(await (await drawing.request('/embed/stores/2/menu')).text()).not.toContain('canopy-first-view');
    expect(await (await drawing.request('/cart')).text()).not.toContain('canopy-first-view');
    // Without the Node build (this app's dist), the page is the same minus the first view.
    expect(await (await app.request('/embed/stores/1/menu')).text()).not.toContain('canopy-first-view');
  });

  test('the widget HTML is revalidated: no-cache with an ETag, and the same ETag back is a 304 without a body', async () => {
    const first = await app.request('/embed/stores/1/menu');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await app.request('/embed/stores/1/menu', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toContain('User-Agent');
  });

  test('an unknown path gets the widget not-found page with status 404', async () => {
    const response = await app.request('/definitely/not/a/route/at/all');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-not-found="true"');
  });

  test('/static-menu/{id} renders the first cards as escaped HTML, the bench baseline of DESIGN §3', async () => {
    const response = await app.request('/static-menu/1');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; Kush');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('$29.99');
    expect((await app.request('/static-menu/2')).status).toBe(404);
  });
});

describe('security headers of what the host serves', () => {
  const api = new Hono().get('/stores/1', (c) => c.json({ store: { id: 1, name: 'Green' } })).get('/stores/1/menu_products', (c) => c.json({ products: [] }));
  const partnerOrigins = ['http://localhost:8081', 'https://partner.example'];
  const app = createHostApp({ distDir: fakeDistDrawing(), api, health: async () => true, partnerOrigins });
  const withoutFirstView = createHostApp({ distDir: fakeDist(), api, health: async () => true, partnerOrigins });

  function directives(response: Response): Record<string, string[]> {
    const policy = response.headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name, values]),
    );
  }

  test.each(['/embed/stores/1/menu', '/stores/1/green-leaf/menu', '/cart', '/no/such/page'])('the widget HTML of %s', async (path) => {
    const response = await app.request(path);
    const csp = directives(response);
    // Framed only by the host itself and the partner allowlist (the demo site plus CANOPY_PARTNER_ORIGINS).
    expect(csp['frame-ancestors']).toEqual(["'self'", ...partnerOrigins]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src'].join(' ')).not.toMatch(/unsafe|\*|https?:|data:/);
    // A white-label theme's font-url: a web-font stylesheet on an https origin or the partner's own, and its fonts.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https:', ...partnerOrigins]);
    expect(csp['font-src']).toEqual(["'self'", 'data:', 'https:', ...partnerOrigins]);
    // blob: the shopper's ID photos, fetched with the session and shown from object URLs (/profile/identification).
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    // The API on the host, or a partner-hosted API base (data-api-base) on an allowlisted partner origin.
    expect(csp['connect-src']).toEqual(["'self'", ...partnerOrigins]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  test.each([
    ['with a first view (theme script)', app],
    ['without one (warm-up script)', withoutFirstView],
  ])('every inline script of the widget HTML %s is allowed by its hash; JSON data needs none', async (_name, host) => {
    const response = await host.request('/embed/stores/1/menu');
    const html = await response.text();
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes));
    const executable = inline.filter(([, attributes]) => !/type="application\/json"/.test(attributes));
    expect(executable.length).toBeGreaterThan(0);
    expect(inline.length).toBeGreaterThan(executable.length);
    const scriptSrc = directives(response)['script-src'];
    for (const [, , body] of executable) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  });

  test.each(['/loader.js', '/widget/main-ABC.js', '/widget/manifest.json', '/healthz'])('%s is served with nosniff', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
