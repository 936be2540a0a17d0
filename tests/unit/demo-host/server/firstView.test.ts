import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { FIRST_SCREEN_ITEMS, FIRST_VIEW_ID } from '../../../../shared/constants';
import { requestUrl } from '../../../../shared/routes';
import { bootRequests } from '../../../../shared/search';
import { drawFirstView, firstViewHead, firstViewMarkup, guessSizeClass, SIZE_GATE_CSS, THEME_SCRIPT } from '../../../../demo-host/server/firstView';
import { themeProperties } from '../../../../shared/protocol';
import { renderFirstView } from '../../../../widget/app/firstView/renderFirstView';
import { sizeClassOf } from '../../../../widget/state/sizeClass';
import { openSeededApi, type SeededApi } from '../api/apiFixture';
import { captureLog } from '../log/captureLog';

// DESIGN §3 first product card: the host draws the menu's first frame into the widget's HTML, from the answers
// it inlines, with the widget's own components (widget/firstView.tsx, built for Node as dist/widget-ssr/).

const MENU = new URL('http://host.test/embed/stores/1/menu');
let api: SeededApi;
let answers: Record<string, unknown>;

/** What the host inlines for a widget URL (demo-host/server/inlineAnswers), from the seeded API. */
async function answersFor(url: URL): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  for (const { path, query } of bootRequests(url).gets) {
    const key = requestUrl('', path, query);
    const { status, body } = await api.json(key);
    if (status === 200) found[key] = body;
  }
  return found;
}

beforeAll(async () => {
  api = await openSeededApi();
  answers = await answersFor(MENU);
}, 60_000);
afterAll(() => api?.close());

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('renderFirstView: the widget draws its first frame on the server', () => {
  test.each([
    ['desktop', FIRST_SCREEN_ITEMS.desktop],
    ['mobile', FIRST_SCREEN_ITEMS.mobile],
  ] as const)('the store menu at %s: its first screen of cards, from the inline answers alone', (size, items) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const view = renderFirstView(MENU, answers, size);
    // Best sellers' row and the grid, as many cards as the widget's own first frame draws (000 §2, 6+8 and 3+4). The
    // row's cards are the inlined best-seller search until the ranked-rows service (001 §7 best_selling) answers.
    expect(count(view.html, /<article\b[^>]*class="cn-pcard[ "]/g)).toBe(items.carousel + items.grid);
    expect(view.html).toContain(`data-size="${size}"`);
    expect(view.html).toContain('Best sellers');
    // An embed's viewport is not the shopper's screen, and the server has no top window to say otherwise (App).
    expect(view.html).not.toContain('data-viewport');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  test('brings the style sheets that frame uses, by the ids the widget keeps them under', () => {
    const ids = renderFirstView(MENU, answers, 'desktop').styles.map(([id]) => id);
    expect(ids).toContain('base');
    expect(ids).toContain('menu');
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('catalogue text is escaped', () => {
    const key = Object.keys(answers).find((k) => k.includes('sort=recommended'))!;
    const page = answers[key] as { products: Array<{ name: string }> };
    const hostile = { ...answers, [key]: { ...page, products: [{ ...page.products[0], name: '<img src=x onerror=alert(1)>' }, ...page.products.slice(1)] } };
    const html = renderFirstView(MENU, hostile, 'desktop').html;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)>');
  });

  test("a store's own feature flags are drawn in the first frame, not added at hand-over (000 §1: the budtender's opener)", () => {
    const { store } = answers['/stores/1'] as { store: object };
    const flagged = { ...answers, '/stores/1': { store: { ...store, feature_flags: { 'virtual-budtender': true } } } };
    expect(renderFirstView(MENU, answers, 'desktop').html).not.toContain('Ask our budtender');
    expect(renderFirstView(MENU, flagged, 'desktop').html).toContain('Ask our budtender');
  });

  test('without answers it draws what the widget draws while it waits: the page skeleton, no cards', () => {
    const html = renderFirstView(MENU, {}, 'desktop').html;
    expect(count(html, /<article\b[^>]*class="cn-pcard[ "]/g)).toBe(0);
    expect(html).toContain('cn-app');
  });
});

describe('the size class (000 §2: content hidden until it is known)', () => {
  test.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/150.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1', 'desktop'],
    [undefined, 'desktop'],
  ])('the user agent %j is drawn for %s', (userAgent, size) => {
    expect(guessSizeClass(userAgent)).toBe(size);
  });

  // Which data-size the gate leaves displayed at a width: the one whose rule no @media hiding it matches.
  const rules = [...SIZE_GATE_CSS.matchAll(/@media ([^{]+)\{#canopy-first-view:not\(\[data-size=(\w+)\]\)\{display:none\}\}/g)].map((m) => ({
    min: Number(/min-width:(\d+)px/.exec(m[1])?.[1] ?? 0),
    max: Number(/max-width:(\d+)px/.exec(m[1])?.[1] ?? Infinity),
    kept: m[2],
  }));

  test.each([320, 375, 480, 481, 767, 768, 1023, 1024, 1440])('at %i px the gate displays only a first view drawn for sizeClassOf(width)', (width) => {
    const applying = rules.filter((rule) => width >= rule.min && width <= rule.max);
    expect(applying).toHaveLength(1);
    expect(applying[0].kept).toBe(sizeClassOf(width));
  });
});

describe('drawFirstView: the host never fails a page over its first view', () => {
  const fakeDist = (module: string) => {
    const dist = mkdtempSync(join(tmpdir(), 'canopy-ssr-'));
    mkdirSync(join(dist, 'widget-ssr'));
    writeFileSync(join(dist, 'widget-ssr', 'firstView.mjs'), module);
    return dist;
  };

  test('draws with the built renderer, for the size class the device suggests', async () => {
    const dist = fakeDist('export const renderFirstView = (url, answers, size) => ({ html: `<p>${url.pathname} ${Object.keys(answers)} ${size}</p>`, styles: [] });');
    const drawn = await drawFirstView(dist, MENU, { '/stores/1': {} }, 'Mozilla/5.0 (iPhone) Mobile');
    expect(drawn).toEqual({ html: '<p>/embed/stores/1/menu /stores/1 mobile</p>', styles: [], sizeClass: 'mobile' });
  });

  test("a page the host cannot draw (the kiosk's landing, in a chunk of its own) is not drawn, and nothing is logged", async () => {
    const kiosk = new URL('http://host.test/stores/1/green-leaf/landing');
    // The widget's renderer suspends on that page's chunk: the host once asked it, logged an error and went without.
    expect(() => renderFirstView(kiosk, { '/stores/1': answers['/stores/1'] }, 'desktop')).toThrow(/suspense/i);
    const logged = captureLog();
    const drawing = fakeDist('export const renderFirstView = () => { throw new Error("asked to draw"); };');
    expect(await drawFirstView(drawing, kiosk, { '/stores/1': answers['/stores/1'] }, undefined)).toBeNull();
    logged.restore();
    expect(logged.lines).toEqual([]);
  });

  test('nothing to draw from, no renderer built, or a renderer that throws: no first view, one log line', async () => {
    const logged = captureLog();
    const throwing = fakeDist('export const renderFirstView = () => { throw new Error("boom"); };');
    expect(await drawFirstView(throwing, MENU, {}, undefined)).toBeNull();
    expect(await drawFirstView(mkdtempSync(join(tmpdir(), 'canopy-empty-')), MENU, { '/stores/1': {} }, undefined)).toBeNull();
    expect(await drawFirstView(throwing, MENU, { '/stores/1': {} }, undefined)).toBeNull();
    expect(await drawFirstView(throwing, MENU, { '/stores/1': {} }, undefined)).toBeNull();
    logged.restore();
    expect(logged.lines).toHaveLength(1);
  });
});

describe('the first view in the HTML', () => {
  const view = {
    html: '<div class="cn-app">menu</div>',
    styles: [
      ['base', 'body{margin:0}'],
      ['evil', 'a{content:"</style><script>alert(1)</script>"}'],
    ] as const,
    sizeClass: 'desktop' as const,
  };

  test('its sheets come with the size gate and the theme script, under the ids the widget adopts, and cannot close their <style> early', () => {
    const head = firstViewHead(view);
    expect(head.startsWith(`<style>${SIZE_GATE_CSS}</style>`)).toBe(true);
    expect(head.endsWith(`<script>${THEME_SCRIPT}</script>`)).toBe(true);
    expect(head).toContain('<style data-canopy="base">body{margin:0}</style>');
    expect(head).not.toContain('</style><script>alert');
    expect(count(head, /<\/style>/g)).toBe(3);
  });

  test('it is inert and says which size class it was drawn for', () => {
    expect(firstViewMarkup(view)).toBe(`<div id="${FIRST_VIEW_ID}" data-size="desktop" inert><div class="cn-app">menu</div></div>`);
  });
});

describe('the theme script: a white-label theme on the first view before it paints (DESIGN §1.2)', () => {
  /** Runs the script as the widget's HTML does, with the frame's name the loader gave it; the custom properties set. */
  const run = (name: string) => {
    const set: Record<string, string> = {};
    const page = { window: { name }, document: { documentElement: { style: { setProperty: (k: string, v: string) => (set[k] = v) } } } };
    new Function('window', 'document', THEME_SCRIPT)(page.window, page.document);
    return set;
  };

  test.each([
    { primary: '#1f5135', 'on-primary': '#f5efe2', font: 'Georgia, serif', radius: '6px' },
    { onPrimary: '#fff', bg: 'rgb(250, 246, 238)' },
    { evil: 'red;}body{display:none', 'x:y': '1', quote: '"a"', long: 'x'.repeat(65), num: 3 as unknown as string, ok: ' 4px ' },
  ])('sets exactly what the widget sets for %j (shared/protocol themeProperties)', (theme) => {
    expect(run(`canopy-1 ${JSON.stringify(theme)}`)).toEqual(themeProperties(theme));
  });

  test.each(['canopy-1', 'other-frame {"primary":"#000"}', 'canopy-2 {not json', ''])('a frame name with no theme of ours (%j) sets nothing and throws nothing', (name) => {
    expect(run(name)).toEqual({});
  });
});
