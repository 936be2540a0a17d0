// `npm start`: builds what dist/ is missing, then runs the host (dist/host/main.mjs) in this same process.
// One process, so the SIGTERM or SIGINT a supervisor sends reaches the host itself, which stops cleanly
// (demo-host/server/shutdown.ts); a shell or a second node in between would leave the host running, orphaned.
// The npm script is `exec node scripts/start.mjs` so that the shell npm runs it with is replaced too.
// On an install pruned of dev dependencies (docs/deploy.md) dist/ must already be built: esbuild is gone.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildTargets, missingTargets } from '../build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const missing = missingTargets();
if (missing.length > 0) {
  try {
    await buildTargets(missing);
  } catch (error) {
    const noEsbuild = error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes("'esbuild'");
    console.error(noEsbuild ? `dist/ lacks ${missing.join(', ')} and esbuild is not installed: run \`npm run build\` before pruning dev dependencies` : error);
    process.exit(1);
  }
}
await import(pathToFileURL(join(root, 'dist/host/main.mjs')).href);
