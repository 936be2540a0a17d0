import { describe, expect, test } from 'vitest';
import { renderWidgetHtml } from '../../../../demo-host/server/widgetHtml';
import type { WidgetManifest } from '../../../../demo-host/server/widgetHtml';

const manifest: WidgetManifest = {
  entry: '/widget/main-A.js',
  css: [],
  initial: ['/widget/main-A.js', '/widget/chunks/chunk-B.js'],
  features: { menu: ['/widget/chunks/menu-C.js', '/widget/chunks/chunk-B.js', '/widget/chunks/chunk-D.js'], product: ['/widget/chunks/product-E.js'] },
};

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('the widget HTML entry', () => {
  test('preloads the entry, its static chunks and the store menu page with its chunks, each once', () => {
    expect(preloads(renderWidgetHtml(manifest, { notFound: false }))).toEqual([
      '/widget/main-A.js',
      '/widget/chunks/chunk-B.js',
      '/widget/chunks/menu-C.js',
      '/widget/chunks/chunk-D.js',
    ]);
  });

  test('the not-found page preloads no page chunk', () => {
    expect(preloads(renderWidgetHtml(manifest, { notFound: true }))).toEqual(['/widget/main-A.js', '/widget/chunks/chunk-B.js']);
  });

  test('a manifest from before the features map still renders', () => {
    const { features: _features, ...old } = manifest;
    expect(preloads(renderWidgetHtml(old, { notFound: false }))).toEqual(['/widget/main-A.js', '/widget/chunks/chunk-B.js']);
  });
});
