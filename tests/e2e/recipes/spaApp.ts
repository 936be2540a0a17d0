import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { installBuiltKit } from './builtKit';
import { recipe } from './docSnippets';
import { HTML, repoRoot, servePartnerFiles, workDir } from './partnerSite';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner shop</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';

/**
 * The React single-page app of docs/recipes.md (main.tsx as written there), bundled the way a partner's dev
 * server does: React's development build, where StrictMode mounts, unmounts and mounts every effect. Served on the
 * partner origin with the usual fallback to index.html for the router's paths.
 */
export async function serveSpaRecipe(hostOrigin: string): Promise<{ close(): Promise<void> }> {
  const work = workDir('spa-recipe');
  try {
    writeFileSync(join(work.dir, 'main.tsx'), recipe(repoRoot, 'main.tsx', hostOrigin));
    installBuiltKit(work.dir);
    const result = await build({
      entryPoints: [join(work.dir, 'main.tsx')],
      bundle: true,
      format: 'esm',
      jsx: 'automatic',
      write: false,
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'error',
    });
    const app = result.outputFiles[0].text;
    return await servePartnerFiles({ '/index.html': [HTML, INDEX], '/app.js': ['text/javascript; charset=utf-8', app] }, '/index.html');
  } finally {
    work.remove();
  }
}
