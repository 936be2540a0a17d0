import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './partnerSite';

/**
 * Installs the built @canopy/embed (packages/embed/dist, from `node build.mjs`, which `npm run test:e2e` runs
 * first) into a recipe's folder, as `npm install` of its tarball would: node_modules/@canopy/embed.
 */
export function installBuiltKit(appDir: string): void {
  const kit = join(repoRoot, 'packages/embed');
  if (!existsSync(join(kit, 'dist/CanopyEmbed.js'))) throw new Error('packages/embed/dist is missing: run `node build.mjs` first');
  mkdirSync(join(appDir, 'node_modules/@canopy'), { recursive: true });
  symlinkSync(kit, join(appDir, 'node_modules/@canopy/embed'), 'dir');
}
