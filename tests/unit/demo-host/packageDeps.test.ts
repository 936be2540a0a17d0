import { build, type Metafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ROOT } from './server/builtHost';

// Dependencies sit where they run (docs/deploy.md): `dependencies` is exactly what the host bundle loads at run time,
// so `npm ci --omit=dev` (or `npm prune --omit=dev`) then `node dist/host/main.mjs` works; everything esbuild bundles
// into dist/ is a dev dependency. The bundles are built here in memory with build.mjs's own options.

interface BuildModule {
  esbuildOptions(name: string): Record<string, unknown>;
}

/** Loaded at run time when installed, and done without otherwise: readable logs in development (log/createLogger.ts). */
const OPTIONAL_AT_RUN_TIME = ['pino-pretty'];

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

async function bundle(target: string): Promise<{ metafile: Metafile; code: string }> {
  const { esbuildOptions } = (await import(pathToFileURL(join(ROOT, 'build.mjs')).href)) as BuildModule;
  const result = await build({ ...esbuildOptions(target), write: false, metafile: true } as never);
  const code = result.outputFiles.filter((file) => file.path.endsWith('.mjs')).map((file) => file.text);
  return { metafile: result.metafile!, code: code.join('\n') };
}

/** The npm package a bare specifier names (`hono/cors` → hono, `@hono/node-server/conninfo` → @hono/node-server). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

/** The packages a bundle loads at run time: its external imports, and what it require()s through createRequire. */
function runTimePackages({ metafile, code }: { metafile: Metafile; code: string }): string[] {
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  const required = [...code.matchAll(/createRequire\d*\([^)]*\)\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]);
  return [...new Set([...imported, ...required].filter((specifier) => !isBuiltin(specifier)).map(packageOf))].sort();
}

describe('package.json: dependencies are what the host loads at run time', () => {
  test('every package dist/host/main.mjs loads is a dependency, and every dependency is loaded', { timeout: 60_000 }, async () => {
    const loaded = runTimePackages(await bundle('host'));
    const required = loaded.filter((name) => !OPTIONAL_AT_RUN_TIME.includes(name));
    expect(Object.keys(pkg.dependencies).sort()).toEqual(required);
    for (const name of OPTIONAL_AT_RUN_TIME) expect(pkg.devDependencies).toHaveProperty(name);
  });

  test("the widget's first-view renderer the host imports is self-contained: it loads no package", { timeout: 60_000 }, async () => {
    expect(runTimePackages(await bundle('widget-ssr'))).toEqual([]);
  });

  test.each(['preact', 'react', 'react-dom', 'penpal', 'iframe-resizer', '@preact/signals-core', 'qrcode-generator', 'preact-render-to-string'])(
    '%s, bundled into dist/, is a dev dependency',
    (name) => {
      expect(pkg.devDependencies).toHaveProperty(name);
      expect(pkg.dependencies).not.toHaveProperty(name);
    },
  );
});
