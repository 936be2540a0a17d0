import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, type BenchRow } from './row';

const LOADER_BUDGET = 12 * 1024;
const WIDGET_INITIAL_BUDGET = 90 * 1024;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** DESIGN §3: /loader.js gzip. */
export function loaderSizeRow(dist: string): BenchRow {
  const size = gzipSize(join(dist, 'loader.js'));
  return { what: '/loader.js, gzip', budget: '≤ 12 KB', measured: kb(size), verdict: size <= LOADER_BUDGET ? 'ok' : 'over' };
}

/** JS a browser must fetch before the first menu render: the entry, its static imports, and the chunks the
 * browser fetched for the menu route (measured in the browser by firstRender.ts when given). */
export function widgetInitialRow(dist: string, runtime: 'widget' | 'widget-react', fetched?: string[]): BenchRow {
  const manifestFile = join(dist, runtime, 'manifest.json');
  const label = `widget JS before the first menu render, gzip (${runtime === 'widget' ? 'preact/compat' : 'React 19'})`;
  if (!existsSync(manifestFile)) return { what: label, budget: '≤ 90 KB', measured: 'not built', verdict: 'n/a' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { initial: string[] };
  const files = new Set([...manifest.initial, ...(fetched ?? [])]);
  const size = [...files].reduce((sum, file) => sum + gzipSize(join(dist, file)), 0);
  const how = fetched ? `${files.size} files, measured in Chromium` : `${files.size} files, static imports only`;
  const verdict = runtime === 'widget-react' ? 'n/a' : size <= WIDGET_INITIAL_BUDGET ? 'ok' : 'over';
  return { what: label, budget: runtime === 'widget' ? '≤ 90 KB' : '(reference)', measured: `${kb(size)} (${how})`, verdict };
}
