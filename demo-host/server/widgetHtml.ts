import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface WidgetManifest {
  entry: string;
  css: string[];
  initial: string[];
  /** Per lazily loaded feature (menu, product, …): its chunk and the chunks it adds to `initial`. */
  features?: Record<string, string[]>;
}

// Nearly every embed opens on a store menu (the landing route of every embedded mode, 000 §2), and the widget
// imports its chunk only after the entry runs: preloaded here it arrives with the entry instead of after it.
const PRELOADED_FEATURES = ['menu'];

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

/** The widget's HTML entry. Static initial chunks are preloaded so the first menu render waits on one round trip. */
export function renderWidgetHtml(manifest: WidgetManifest | null, { notFound }: { notFound: boolean }): string {
  if (!manifest) {
    return '<!doctype html><title>Canopy</title><p>The widget is not built. Run <code>npm run build</code>.</p>';
  }
  const lazy = notFound ? [] : PRELOADED_FEATURES.flatMap((name) => manifest.features?.[name] ?? []);
  const preloads = [...new Set([...manifest.initial, ...lazy])]
    .filter((file) => file !== manifest.entry)
    .map((file) => `<link rel="modulepreload" href="${file}">`)
    .join('');
  const styles = manifest.css.map((file) => `<link rel="stylesheet" href="${file}">`).join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${notFound ? 'Page not found' : 'Menu'} · Canopy</title>`,
    styles,
    `<link rel="modulepreload" href="${manifest.entry}">${preloads}`,
    '</head><body>',
    `<div id="canopy-root"${notFound ? ' data-not-found="true"' : ''}></div>`,
    `<script type="module" src="${manifest.entry}"></script>`,
    '</body></html>',
  ].join('');
}
