// Builds every output Canopy ships. Targets, each with its reason:
//   loader       dist/loader.js        IIFE, es2020 like the widget (a browser short of it cannot run the menu,
//                                      and es2017's down-levelling cost ~350 B); partners' pages get exactly one
//                                      global (window.Canopy); budget 12 KB gzip with ≥ 1 KB free (DESIGN §3)
//                                      is enforced here: the build fails when less than 1 KB is left.
//                                      Its TypeScript declarations are copied to dist/canopy.d.ts.
//   widget       dist/widget/          ESM, code-split by route, content-hashed names (long cache), react →
//                                      preact/compat aliases: the runtime shoppers' phones download (DESIGN §4).
//                                      Each lazy page is made to refer to widget/app/bootGraph (plugin
//                                      lazyPagesShareBoot) so the entry needs one shared chunk, not ~20.
//   widget-react dist/widget-react/    the same widget on React 19, kept building and smoke-tested so the code
//                                      never drifts onto a preact-only API.
//   widget-ssr   dist/widget-ssr/      ESM for Node, one self-contained file (preact and
//                                      preact-render-to-string bundled in): the host imports it at run time to
//                                      draw the menu's first frame into the widget's HTML (DESIGN §3 first card).
//                                      Never served: only /widget/ and /widget-react/ are static folders.
//   host         dist/host/            Node bundle of demo-host with dependencies external: `npm start` runs it.
// Flags: positional target names build only those; --if-missing builds only targets whose output is absent; --watch rebuilds on change;
// --dev (npm run dev) watches and restarts the host whenever its bundle changes.
// esbuild is a dev dependency, imported only once something is to be built: `npm start` (scripts/start.mjs) asks
// missingTargets() here on an install pruned of dev dependencies, where dist/ exists and esbuild does not.
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PENPAL_PRIVATE, trimPenpal } from './loader/build/trimPenpal.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// DESIGN §3: /loader.js ≤ 12 KB gzip with ≥ 1 KB of it free, so the build fails above 11 KB (checkLoaderBudget).
export const LOADER_BUDGET_BYTES = 12 * 1024;
export const LOADER_FREE_BYTES = 1024;

const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

const define = {
  __CANOPY_VERSION__: JSON.stringify(pkg.version),
  // `--dev` builds for development unless NODE_ENV says otherwise: the 'Oops!' page shows the error, and analytics
  // are not sent (001 §7).
  'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? (process.argv.includes('--dev') ? 'development' : 'production')),
};

/** @type {Record<string, {out: string, options: import('esbuild').BuildOptions}>} */
const targets = {
  loader: {
    out: join(dist, 'loader.js'),
    options: {
      entryPoints: [join(root, 'loader/index.ts')],
      outfile: join(dist, 'loader.js'),
      format: 'iife',
      target: 'es2020',
      platform: 'browser',
      alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
      // penpal without what the loader never runs (loader/build/trimPenpal.mjs says what, and what each saves).
      plugins: [trimPenpal()],
      mangleProps: PENPAL_PRIVATE,
    },
  },
  widget: {
    out: join(dist, 'widget'),
    options: widgetOptions('widget', preactAliases),
  },
  'widget-react': {
    out: join(dist, 'widget-react'),
    options: widgetOptions('widget-react', {}),
  },
  'widget-ssr': {
    out: join(dist, 'widget-ssr'),
    options: {
      ...nodeModule({ firstView: join(root, 'widget/firstView.tsx') }, join(dist, 'widget-ssr')),
      jsx: 'automatic',
      alias: preactAliases,
      define,
      // Bundled whole (the client's lazy pages come along, unsplit); the first view only draws the boot route.
      // An imported picture would point at the widget's own copy of it.
      loader: { '.svg': 'file', '.png': 'file' },
      assetNames: 'assets/[name]-[hash]',
      publicPath: '/widget/',
    },
  },
  host: {
    out: join(dist, 'host'),
    options: {
      ...nodeModule({ main: join(root, 'demo-host/main.ts') }, join(dist, 'host')),
      packages: 'external',
      // The host reads NODE_ENV at run time (e.g. the dev outbox route), so only the version is baked in.
      define: { __CANOPY_VERSION__: JSON.stringify(pkg.version) },
    },
  },
};

/** An ES module for Node 20, not minified (stack traces in the host's log read as written). */
function nodeModule(entryPoints, outdir) {
  return { entryPoints, outdir, outExtension: { '.js': '.mjs' }, format: 'esm', platform: 'node', target: 'node20', minify: false };
}

function widgetOptions(name, alias) {
  return {
    // main boots inside the iframe; frameless is what the loader imports to render into a shadow root.
    entryPoints: Object.fromEntries(['main', 'frameless'].map((entry) => [entry, join(root, `widget/${entry}.tsx`)]).filter(([, file]) => existsSync(file))),
    outdir: join(dist, name),
    format: 'esm',
    splitting: true,
    target: 'es2020',
    platform: 'browser',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    jsx: 'automatic',
    alias,
    metafile: true,
    publicPath: `/${name}/`,
    loader: { '.svg': 'file', '.png': 'file' },
    plugins: [lazyPagesShareBoot()],
  };
}

// esbuild splits code into one chunk per distinct set of entries (main, frameless, each import()ed page) using
// it, so the boot graph, used by main and by different subsets of the pages, came out as ~20 chunks the iframe
// fetched before its first render (several rounds over HTTP/1.1's 6 connections). Every lazily loaded page also
// re-exports bootGraph, so all of that code has the same set of users and lands in one chunk. The pages are the
// targets of import() in widget/app/RouteView.tsx, features/cart/CartOverlayHost.tsx and the menu's budtender opener,
// and the ranked rows' chunk (ui/rankedRows/rows.ts, import()ed by ui/rankedRows/lazyRows.tsx: without this, +2.6 KB
// gzip measured).
const LAZY_PAGE = /[\\/]widget[\\/](features[\\/][a-z]+[\\/](index\.ts|CartOverlays\.tsx|budtender[\\/]BudtenderPanel\.tsx)|ui[\\/]rankedRows[\\/]rows\.ts)$/;
function lazyPagesShareBoot() {
  const bootGraph = JSON.stringify(join(root, 'widget/app/bootGraph.ts'));
  return {
    name: 'lazy-pages-share-boot',
    setup(b) {
      b.onLoad({ filter: LAZY_PAGE }, (args) => ({
        contents: `${readFileSync(args.path, 'utf8')}\nexport { bootGraph as __canopyBootGraph } from ${bootGraph};\n`,
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        resolveDir: dirname(args.path),
      }));
    },
  };
}

const args = new Set(process.argv.slice(2));
// Positional names build only those targets (`node build.mjs host`); none builds all.
const only = [...args].filter((arg) => !arg.startsWith('--'));
const ifMissing = args.has('--if-missing');
const dev = args.has('--dev');
const watch = args.has('--watch') || dev;

/** The esbuild options of one target as shipped, without the plugin that writes manifests and .gz/.br twins. */
export function esbuildOptions(name) {
  const { options } = targets[name];
  return {
    metafile: true,
    bundle: true,
    minify: true,
    sourcemap: 'linked',
    define,
    logLevel: 'warning',
    ...options,
  };
}

/**
 * /loader.js's gzip size (level 9), built in memory with the shipped options (its sourceMappingURL line
 * included): what the budget check and the loader's size test (tests/unit/loader/loaderSize.test.ts) measure.
 */
export async function loaderGzipBytes() {
  const { build } = await import('esbuild');
  const result = await build({ ...esbuildOptions('loader'), write: false });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
  return gzipSync(js.contents, { level: 9 }).length;
}

async function buildTarget(name) {
  const { build, context } = await import('esbuild');
  const { out, options } = targets[name];
  const manifestPlugin = {
    name: 'manifest',
    setup(b) {
      b.onEnd((result) => {
        const served = name !== 'host' && name !== 'widget-ssr';
        if (result.metafile && served && name.startsWith('widget')) writeManifest(name, result.metafile);
        if (served && result.errors.length === 0) precompress(out);
      });
    },
  };
  const full = { ...esbuildOptions(name), plugins: [manifestPlugin, ...(options.plugins ?? [])] };
  if (name.startsWith('widget')) rmSync(out, { recursive: true, force: true });
  // 000 §5 default product photos (drawn by scripts/defaultPhotos.mjs), served by the host from dist/.
  if (name === 'host') cpSync(join(root, 'assets/default-photos'), join(dist, 'default-photos'), { recursive: true });
  if (watch) {
    const ctx = await context(full);
    await ctx.watch();
    return;
  }
  await build(full);
  // The partner API's TypeScript declarations ship beside the loader (DESIGN §1.3), checked by a type test.
  if (name === 'loader') copyFileSync(join(root, 'loader/canopy.d.ts'), join(dist, 'canopy.d.ts'));
}

// The host reads this to write the widget's HTML entry; the bench reads `initial` to size what must load
// before the first menu render (the entry and everything it imports statically).
function writeManifest(name, metafile) {
  const outputs = metafile.outputs;
  const entries = Object.fromEntries(
    Object.keys(outputs)
      .filter((file) => outputs[file].entryPoint && file.endsWith('.js'))
      .map((file) => [outputs[file].entryPoint.replace(/^widget\/|\.tsx$/g, ''), file]),
  );
  const entry = entries.main;
  // A file and everything it imports statically: what must arrive before it runs.
  const closure = (start, into = new Set()) => {
    const visit = (file) => {
      if (into.has(file)) return;
      into.add(file);
      for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) visit(imp.path);
    };
    visit(start);
    return into;
  };
  const initial = closure(entry);
  const css = Object.keys(outputs).filter((file) => file.endsWith('.css'));
  const rel = (file) => '/' + relative(dist, join(root, file)).split('\\').join('/');
  const manifest = {
    entry: rel(entry),
    entries: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, rel(file)])),
    css: css.map(rel),
    initial: [...initial].map(rel),
  };
  writeFileSync(join(targets[name].out, 'manifest.json'), JSON.stringify(manifest, null, 2));
  for (const file of initial) addCompileHint(join(root, file));
}

// V8's explicit compile hint (Chromium 136+; to other engines it is only a comment): every function in the files the first
// render runs is compiled while the file streams in, off the main thread, instead of lazily on its first call in
// the middle of that render. Measured on the demo host: the first render's task fell from ~60 ms to ~47 ms.
// The comment must be the file's first line, so the source map's generated lines move down by one.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function addCompileHint(file) {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return;
  writeFileSync(file, COMPILE_HINT + code);
  if (!existsSync(`${file}.map`)) return;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  map.mappings = `;${map.mappings}`;
  writeFileSync(`${file}.map`, JSON.stringify(map));
}

// Shipped files are compressed once here, not per request: the host serves the .br/.gz twin the browser accepts.
function precompress(out) {
  for (const file of listFiles(out)) {
    const buf = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true })
    .map((f) => join(path, String(f)))
    .filter((f) => statSync(f).isFile() && /\.(m?js|css)$/.test(f));
}

export function sizeTable() {
  const rows = [];
  for (const [name, { out }] of Object.entries(targets)) {
    let raw = 0;
    let gz = 0;
    for (const file of listFiles(out)) {
      const buf = readFileSync(file);
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    }
    rows.push({ target: name, files: listFiles(out).length, raw, gzip: gz });
  }
  return rows;
}

const kb = (n) => (n / 1024).toFixed(1) + ' KB';

/** Prints what is left of the loader's budget; fails the build when less than the kilobyte DESIGN §3 keeps free. */
function checkLoaderBudget(gzipBytes) {
  const free = LOADER_BUDGET_BYTES - gzipBytes;
  const line = `loader.js is ${gzipBytes} bytes gzip: ${free} of its ${LOADER_BUDGET_BYTES}-byte budget free`;
  if (free >= LOADER_FREE_BYTES) {
    console.log(line);
    return;
  }
  console.error(`${line}, under the ${LOADER_FREE_BYTES} bytes DESIGN §3 keeps free`);
  process.exit(1);
}

/**
 * The partner kit, packages/embed (its own build.mjs), with every full build; `npm start` (buildTargets) and watch
 * modes skip it, and never load it, so the host starts where packages/ was not copied (a runtime image).
 */
async function buildPartnerKit() {
  if (only.length > 0 || ifMissing || watch) return;
  const { buildEmbedPackage } = await import('./packages/embed/build.mjs');
  buildEmbedPackage();
  console.log('packages/embed/dist: built');
}

/** The targets whose output is absent: what `npm start` builds before it starts the host. */
export function missingTargets() {
  return Object.keys(targets).filter((name) => !existsSync(targets[name].out));
}

async function main(names = Object.keys(targets).filter((name) => only.length === 0 || only.includes(name)), { partnerKit = true } = {}) {
  mkdirSync(dist, { recursive: true });
  for (const name of only) if (!targets[name]) throw new Error(`unknown target "${name}"; targets: ${Object.keys(targets).join(', ')}`);
  if (ifMissing) names = names.filter((name) => missingTargets().includes(name));
  await Promise.all(names.map(buildTarget));
  if (partnerKit) await buildPartnerKit();
  if (watch) {
    console.log(`watching ${names.join(', ')}`);
    if (dev) {
      const host = spawn(process.execPath, ['--watch-path', targets.host.out, join(targets.host.out, 'main.mjs')], {
        stdio: 'inherit',
      });
      const stop = () => {
        host.kill('SIGTERM');
        process.exit(0);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    }
    return;
  }
  if (names.length === 0) return;
  console.log('target        files        raw       gzip');
  for (const row of sizeTable()) {
    console.log(`${row.target.padEnd(12)} ${String(row.files).padStart(6)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`);
  }
  if (names.includes('loader')) checkLoaderBudget(gzipSync(readFileSync(targets.loader.out), { level: 9 }).length);
}

/** Builds these targets and prints their sizes, as `node build.mjs name…` does (`npm start` builds what is missing). */
export const buildTargets = (names) => main(names, { partnerKit: false });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
