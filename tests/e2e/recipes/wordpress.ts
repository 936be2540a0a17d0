import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './partnerSite';

const PLUGIN = join(repoRoot, 'packages/embed/wordpress/canopy-shortcode.php');
const STUB = join(repoRoot, 'tests/e2e/recipes/wordpressStub.php');

/** Whether the PHP command line is installed (Debian's php-cli). */
export function hasPhp(): boolean {
  return spawnSync('php', ['--version'], { encoding: 'utf8' }).status === 0;
}

/**
 * A post's content with its shortcodes expanded by the WordPress plugin of docs/recipes.md, run by PHP against a
 * stub of the WordPress functions it calls, with CANOPY_HOST defined as wp-config.php would.
 */
export function renderShortcodes(content: string, canopyHost: string | null): string {
  const code = [
    `require ${JSON.stringify(STUB)};`,
    canopyHost === null ? '' : `define('CANOPY_HOST', ${JSON.stringify(canopyHost)});`,
    `require ${JSON.stringify(PLUGIN)};`,
    'echo do_shortcode(stream_get_contents(STDIN));',
  ].join('\n');
  const result = spawnSync('php', ['-r', code], { input: content, encoding: 'utf8' });
  if (result.status !== 0 || result.stderr) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return result.stdout;
}
