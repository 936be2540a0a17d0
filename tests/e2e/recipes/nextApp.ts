import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { stop as stopChild, waitForHealth } from '../support/globalSetup';
import { installBuiltKit } from './builtKit';
import { recipe } from './docSnippets';
import { partnerOrigin, repoRoot, workDir } from './partnerSite';

// What a Next.js app has around the recipe: a root layout and a home page linking to the shop.
const SCAFFOLD: Record<string, string> = {
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>Welcome</h1>
      <Link href="/shop">Shop</Link>
    </main>
  );
}
`,
  'package.json': JSON.stringify({ name: 'partner-next-site', private: true }),
};

/** The deepest folder holding both paths (the repository and, through a link, its node_modules may differ). */
function commonFolder(a: string, b: string): string {
  const [left, right] = [a.split(sep), b.split(sep)];
  let shared = 0;
  while (shared < left.length && left[shared] === right[shared]) shared += 1;
  return left.slice(0, shared).join(sep) || sep;
}

export interface NextRecipe {
  /** How long `next build` took, in ms. */
  buildMs: number;
  stop(): Promise<void>;
}

/**
 * The Next.js recipe of docs/recipes.md (app/shop/Menu.tsx and app/shop/page.tsx as written there) in an app of its
 * own, built with `next build` and served by `next start` on the partner origin.
 */
export async function startNextRecipe(hostOrigin: string): Promise<NextRecipe> {
  const work = workDir('next-recipe');
  const files: Record<string, string> = {
    ...SCAFFOLD,
    'app/shop/Menu.tsx': recipe(repoRoot, 'app/shop/Menu.tsx', hostOrigin),
    'app/shop/page.tsx': recipe(repoRoot, 'app/shop/page.tsx', hostOrigin),
  };
  // Turbopack compiles only files under its root: the app, the kit and node_modules (a link in a worktree) all are.
  const root = commonFolder(repoRoot, realpathSync(join(repoRoot, 'node_modules')));
  files['next.config.mjs'] = `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(work.dir, file)), { recursive: true });
    writeFileSync(join(work.dir, file), text);
  }
  installBuiltKit(work.dir);
  const next = join(repoRoot, 'node_modules/next/dist/bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const started = Date.now();
  const built = spawnSync(process.execPath, [next, 'build'], { cwd: work.dir, env, encoding: 'utf8' });
  const buildMs = Date.now() - started;
  if (built.status !== 0) {
    work.remove();
    throw new Error(`next build failed:\n${built.stdout}\n${built.stderr}`);
  }
  const { hostname, port } = new URL(partnerOrigin());
  const server = spawn(process.execPath, [next, 'start', '-p', port, '-H', hostname], { cwd: work.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    await stopChild(server);
    work.remove();
  };
  try {
    await waitForHealth(`${partnerOrigin()}/shop`, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { buildMs, stop };
}
