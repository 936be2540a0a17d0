import { describe, expect, test } from 'vitest';
import { renderWidgetHtml, scriptSafeJson, WARM_UP_SCRIPT } from '../../../../demo-host/server/widgetHtml';
import type { WidgetManifest } from '../../../../demo-host/server/widgetHtml';
import { firstViewMarkup } from '../../../../demo-host/server/firstView';

const manifest: WidgetManifest = {
  entry: '/widget/main-A.js',
  css: ['/widget/main-A.css'],
  initial: ['/widget/main-A.js', '/widget/chunks/chunk-B.js'],
};

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('the widget HTML entry', () => {
  test('preloads the entry and its static chunks once each, links the CSS and runs the entry as a module', () => {
    const html = renderWidgetHtml(manifest, { notFound: false });
    expect(preloads(html)).toEqual(['/widget/main-A.js', '/widget/chunks/chunk-B.js']);
    expect(html).toContain('<link rel="stylesheet" href="/widget/main-A.css">');
    expect(html).toContain('<script type="module" src="/widget/main-A.js"></script>');
  });

  test('the not-found page says so to the widget and in its title', () => {
    const html = renderWidgetHtml(manifest, { notFound: true });
    expect(html).toContain('data-not-found="true"');
    expect(html).toContain('<title>Page not found · Canopy</title>');
  });

  test('inline API answers go in a JSON script before the entry, and only when there are some', () => {
    const html = renderWidgetHtml(manifest, { notFound: false, answers: { '/stores/1': { store: { id: 1 } } } });
    expect(html).toContain('<script type="application/json" id="canopy-answers">{"/stores/1":{"store":{"id":1}}}</script><script type="module"');
    expect(renderWidgetHtml(manifest, { notFound: false, answers: {} })).not.toContain('canopy-answers');
  });

  test.each([
    ['</script><script>alert(1)</script>', '\\u003c/script>\\u003cscript>alert(1)\\u003c/script>'],
    ['<!-- x', '\\u003c!-- x'],
    ['line\u2028sep\u2029', 'line\\u2028sep\\u2029'],
  ])('catalogue text %j cannot end the JSON script early', (text, escaped) => {
    const json = scriptSafeJson({ name: text });
    expect(json).toBe(`{"name":"${escaped}"}`);
    expect(JSON.parse(json)).toEqual({ name: text });
  });

  test('the warm-up runs after the module preloads and before the entry', () => {
    const html = renderWidgetHtml(manifest, { notFound: false });
    const warmUp = html.indexOf(`<script>${WARM_UP_SCRIPT}</script>`);
    expect(warmUp).toBeGreaterThan(html.lastIndexOf('<link rel="modulepreload"'));
    expect(warmUp).toBeLessThan(html.indexOf('<script type="module"'));
  });

  test('the warm-up ends quietly where the page may not touch storage', () => {
    const denied = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    // As in a browser that denies the frame its storage: reading `localStorage` itself throws.
    expect(() => new Function('page', `with (page) { ${WARM_UP_SCRIPT} }`)(denied)).not.toThrow();
    expect(() => new Function('page', 'with (page) { localStorage.length }')(denied)).toThrow('denied');
  });

  test('a first view: its sheets in the head, itself first in the body, and no warm-up', () => {
    const firstView = { html: '<div class="cn-app">menu</div>', styles: [['base', '.cn-app{}']] as const, sizeClass: 'desktop' as const };
    const html = renderWidgetHtml(manifest, { notFound: false, answers: { '/stores/1': {} }, firstView });
    const at = (text: string) => html.indexOf(text);
    expect(at('<style data-canopy="base">.cn-app{}</style>')).toBeLessThan(at('</head>'));
    expect(at(`<body>${firstViewMarkup(firstView)}<div id="canopy-root">`)).toBeGreaterThan(0);
    expect(html).not.toContain(WARM_UP_SCRIPT);
    expect(at('<script type="module"')).toBeGreaterThan(at('<div id="canopy-root"'));
  });

  test('an unbuilt widget gets a clear page instead of a broken one', () => {
    expect(renderWidgetHtml(null, { notFound: false })).toContain('npm run build');
  });
});
