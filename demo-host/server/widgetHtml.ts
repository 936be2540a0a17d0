import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { INLINE_ANSWERS_ID } from '../../shared/constants';
import { escapeHtml } from './escapeHtml';
import { firstViewMarkup, firstViewHead, type DrawnFirstView } from './firstView';
import type { PageHead } from './pageHead';

export interface WidgetManifest {
  entry: string;
  css: string[];
  initial: string[];
}

const cache = new Map<string, { mtimeMs: number; manifest: WidgetManifest }>();

/** The build's manifest, re-read only when the file changes (so `npm run dev` rebuilds show up at once). */
export function readWidgetManifest(folder: string): WidgetManifest | null {
  const file = join(folder, 'manifest.json');
  if (!existsSync(file)) return null;
  const { mtimeMs } = statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.manifest;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as WidgetManifest;
  cache.set(file, { mtimeMs, manifest });
  return manifest;
}

/**
 * A classic script run while the parser meets it, before the modules it preloads have arrived: the iframe's
 * renderer is new and idle for those tens of milliseconds. It pays two one-time costs the first render would
 * otherwise pay on the critical path: ICU's set-up on the first Intl object (prices, the store's hours in its
 * time zone: ~16 ms measured in headless Chromium on the demo host) and the first localStorage read (a
 * synchronous round trip to the browser). Nothing it makes is kept; where storage is denied it still ends quietly.
 */
export const WARM_UP_SCRIPT =
  "try{new Intl.NumberFormat('en-US',{style:'currency',currency:'USD'}).format(1);" +
  "new Intl.DateTimeFormat('en-US',{timeZone:'America/New_York',hour:'numeric'}).format(0);localStorage.length}catch(e){}";

export interface WidgetHtmlOptions {
  readonly notFound: boolean;
  /** API answers for the first page (inlineAnswers), read by the widget before it asks the network. */
  readonly answers?: Readonly<Record<string, unknown>>;
  /** The first frame drawn from those answers (drawFirstView), shown until the widget's first render. */
  readonly firstView?: DrawnFirstView | null;
  /** A catalogue page's title, description, canonical link and JSON-LD (pageHead); the generic title without. */
  readonly pageHead?: PageHead | null;
}

/**
 * The widget's HTML entry. Static initial chunks are preloaded, and the first page's API answers come inline, so
 * the first menu render waits on no round trip after the scripts.
 */
export function renderWidgetHtml(manifest: WidgetManifest | null, { notFound, answers, firstView, pageHead }: WidgetHtmlOptions): string {
  if (!manifest) {
    return '<!doctype html><title>Canopy</title><p>The widget is not built. Run <code>npm run build</code>.</p>';
  }
  // The boot graph (shell and store menu, the first page of nearly every embed) is `initial`: a few files.
  const preloads = manifest.initial
    .filter((file) => file !== manifest.entry)
    .map((file) => `<link rel="modulepreload" href="${file}">`)
    .join('');
  const styles = manifest.css.map((file) => `<link rel="stylesheet" href="${file}">`).join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    pageHead ? `<title>${escapeHtml(pageHead.title)}</title>${pageHead.head}` : `<title>${notFound ? 'Page not found' : 'Menu'} · Canopy</title>`,
    `<link rel="modulepreload" href="${manifest.entry}">${preloads}`,
    styles,
    // After the preloads, so the module requests are already out while it runs. Not with a first view: the renderer
    // is busy painting it then, not idle, and the first render is no longer on the first card's path.
    firstView ? firstViewHead(firstView) : `<script>${WARM_UP_SCRIPT}</script>`,
    '</head><body>',
    firstView ? firstViewMarkup(firstView) : '',
    `<div id="canopy-root"${notFound ? ' data-not-found="true"' : ''}></div>`,
    answers && Object.keys(answers).length > 0 ? `<script type="application/json" id="${INLINE_ANSWERS_ID}">${scriptSafeJson(answers)}</script>` : '',
    `<script type="module" src="${manifest.entry}"></script>`,
    pageHead?.jsonLd ?? '',
    '</body></html>',
  ].join('');
}

/** JSON inside a <script> element: catalogue text can hold `</script>` or `<!--`, so every `<` is escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
