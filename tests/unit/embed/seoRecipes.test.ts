// @vitest-environment node
// The crawlable-menu recipes of docs/recipes.md (DESIGN §1.6), run as written: the WordPress shortcode by PHP against
// stubs of the WordPress functions it calls, the Express server by Node against a stub Canopy host (and a stub of
// express's get/listen/type/send: the package is not installed here). Each puts the host's fragment, unchanged, inside
// the target before the loader's script tag, keeps it five minutes, and leaves the target empty without one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { recipe } from '../../e2e/recipes/docSnippets';
import { hasPhp } from '../../e2e/recipes/wordpress';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const FRAGMENT = readFileSync(join(root, 'tests/e2e/embed/fixtures/partnerFragment.html'), 'utf8');
mkdirSync(join(root, '.tmp'), { recursive: true });
const work = mkdtempSync(join(root, '.tmp', 'seo-recipes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type HostAnswer = { status: number; body: string } | { error: string };

describe.runIf(hasPhp())('the WordPress shortcode [canopy_seo]', () => {
  const plugin = join(work, 'canopy-seo-shortcode.php');
  beforeAll(() => writeFileSync(plugin, recipe(root, 'canopy-seo-shortcode.php', 'https://canopy.example')));

  /** Renders the post's shortcodes `times` times in one PHP run (one WordPress request), with the host answering `answer`. */
  function render(content: string, answer: HostAnswer, get: Record<string, string> = {}, times = 1) {
    const code = [
      `require ${JSON.stringify(join(root, 'tests/e2e/recipes/wordpressStub.php'))};`,
      `require ${JSON.stringify(join(root, 'tests/unit/embed/wordpressHttpStub.php'))};`,
      "define('CANOPY_HOST', 'https://canopy.example');",
      `require ${JSON.stringify(plugin)};`,
      // WordPress adds slashes to the request's values (wp_magic_quotes); the plugin takes them off with wp_unslash.
      `$_GET = array_map('addslashes', json_decode(${JSON.stringify(JSON.stringify(get))}, true));`,
      '$content = stream_get_contents(STDIN); $pages = array();',
      `for ($i = 0; $i < ${times}; $i++) { $pages[] = do_shortcode($content); }`,
      "echo json_encode(array('pages' => $pages, 'requests' => $canopy_test_requests, 'transients' => $canopy_test_transients));",
    ].join('\n');
    const result = spawnSync('php', ['-r', code], { input: content, encoding: 'utf8', env: { ...process.env, CANOPY_TEST_ANSWER: JSON.stringify(answer) } });
    if (result.status !== 0 || result.stderr) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
    return JSON.parse(result.stdout) as { pages: string[]; requests: Array<{ url: string; timeout: number }>; transients: Record<string, { value: string; expiration: number }> };
  }

  test('puts the host’s fragment, as sent, in the target before the script tag, and asks for the route once in five minutes', () => {
    const { pages, requests, transients } = render('[canopy_seo store="1"]', { status: 200, body: FRAGMENT }, {}, 2);
    const expected = `<div id="canopy-menu-1">${FRAGMENT}</div><script async src="https://canopy.example/loader.js" data-store-id="1" data-target="#canopy-menu-1"></script>`;
    expect(pages[0]).toBe(expected);
    expect(pages[1]).toBe(expected.replaceAll('canopy-menu-1', 'canopy-menu-2'));
    expect(requests).toEqual([{ url: 'https://canopy.example/partner/fragment?path=%2Fmenu&base=https%3A%2F%2Fpartner.example%2Fshop%2F&store_id=1', timeout: 2 }]);
    expect(Object.values(transients)).toEqual([{ value: FRAGMENT, expiration: 300 }]);
  });

  test.each([
    [{ canopy: '/products/2527/lucky-glass-pipe' }, '/products/2527/lucky-glass-pipe'],
    [{ canopy: '//elsewhere.example/x' }, '/menu'],
    [{ canopy: '/\\elsewhere' }, '/menu'],
  ])('asks for the route the address names (?canopy=%j → %s)', (get, path) => {
    const { requests } = render('[canopy_seo store="1"]', { status: 200, body: FRAGMENT }, get);
    expect(new URL(requests[0].url).searchParams.get('path')).toBe(path);
  });

  test.each<[string, HostAnswer]>([
    ['answers 404', { status: 404, body: '{"message":"Not found"}' }],
    ['answers something other than a fragment', { status: 200, body: '<html><p>Bad gateway</p></html>' }],
    ['cannot be reached', { error: 'cURL error 28: timed out' }],
  ])('when the host %s, the target is empty and the snippet still loads the menu', (_, answer) => {
    const { pages } = render('[canopy_seo store="1"]', answer);
    expect(pages[0]).toBe('<div id="canopy-menu-1"></div><script async src="https://canopy.example/loader.js" data-store-id="1" data-target="#canopy-menu-1"></script>');
  });
});

describe('the Express server', () => {
  let host: Server;
  let hostAnswer: HostAnswer = { status: 200, body: FRAGMENT };
  const asked: URL[] = [];
  let shop: ChildProcess | null = null;

  beforeAll(async () => {
    host = createServer((request, response) => {
      asked.push(new URL(request.url!, 'http://host'));
      if ('error' in hostAnswer) return response.destroy();
      response.writeHead(hostAnswer.status, { 'content-type': 'text/html; charset=utf-8' }).end(hostAnswer.body);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    // express as far as the recipe uses it, over node:http.
    mkdirSync(join(work, 'node_modules/express'), { recursive: true });
    writeFileSync(join(work, 'node_modules/express/package.json'), JSON.stringify({ name: 'express', type: 'module', main: 'index.js' }));
    writeFileSync(
      join(work, 'node_modules/express/index.js'),
      `import { createServer } from 'node:http';
export default function express() {
  const routes = new Map();
  return {
    get(path, handler) { routes.set(path, handler); },
    listen(port) {
      return createServer((req, res) => {
        const url = new URL(req.url, 'http://shop');
        const handler = routes.get(url.pathname);
        if (!handler) return res.writeHead(404).end();
        const reply = { type(kind) { res.setHeader('content-type', kind === 'html' ? 'text/html; charset=utf-8' : kind); return reply; }, send(body) { res.end(body); } };
        handler({ query: Object.fromEntries(url.searchParams) }, reply);
      }).listen(port, '127.0.0.1', () => console.log('listening'));
    },
  };
}
`,
    );
  });
  afterEach(() => {
    shop?.kill();
    shop = null;
    asked.length = 0;
  });
  afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  async function startShop(): Promise<string> {
    const hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    writeFileSync(join(work, 'shop.mjs'), recipe(root, 'shop.mjs', hostOrigin));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    shop = spawn(process.execPath, [join(work, 'shop.mjs')], { cwd: work, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      shop!.stdout!.once('data', () => resolve());
      shop!.once('exit', (code) => reject(new Error(`shop.mjs exited with ${code}`)));
    });
    return `http://127.0.0.1:${port}`;
  }

  test('puts the host’s fragment, as sent, in the target before the script tag, and asks for a route once in five minutes', async () => {
    hostAnswer = { status: 200, body: FRAGMENT };
    const shopOrigin = await startShop();
    const page = await (await fetch(`${shopOrigin}/shop?canopy=/brands`)).text();
    await fetch(`${shopOrigin}/shop?canopy=/brands`);
    expect(page).toContain(`<div id="canopy-menu">${FRAGMENT}</div>\n  <script async src="http://127.0.0.1:`);
    expect(asked.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ path: '/brands', base: 'https://www.example.com/shop', store_id: '1' }]);
  });

  test.each<[string, HostAnswer]>([
    ['answers 404', { status: 404, body: 'Not found' }],
    ['cannot be reached', { error: 'reset' }],
  ])('when the host %s, the target is empty', async (_, answer) => {
    hostAnswer = answer;
    const shopOrigin = await startShop();
    const page = await (await fetch(`${shopOrigin}/shop`)).text();
    expect(page).toContain('<div id="canopy-menu"></div>');
    expect(asked[0]?.searchParams.get('path')).toBe('/menu');
    // The embed's /menu names no store: the store the snippet embeds goes with it.
    expect(asked[0]?.searchParams.get('store_id')).toBe('1');
  });
});
