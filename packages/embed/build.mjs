// Builds @canopy/embed into packages/embed/dist/: tsc compiles src/ file by file (JavaScript and declarations),
// then the loader's declarations (loader/canopy.d.ts) are copied beside them as dist/canopy.d.ts, the file
// src/canopy.d.ts stands in for. Run by the repository's `npm run build` (build.mjs) and by `npm pack` (prepack).
import { spawnSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(fileURLToPath(import.meta.url));

export function buildEmbedPackage() {
  const dist = join(packageDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  // TypeScript is resolved when the package is built, not when this file is imported: `npm start` imports it too.
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(packageDir, 'tsconfig.json')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`packages/embed: tsc exited with ${result.status ?? result.signal}`);
  copyFileSync(join(packageDir, '../../loader/canopy.d.ts'), join(dist, 'canopy.d.ts'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildEmbedPackage();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
