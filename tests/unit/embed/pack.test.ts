// @vitest-environment node
// `npm pack` in packages/embed makes the tarball partners install: its build and declarations and nothing else,
// and, unpacked into a project of its own, it typechecks (bundler and Node resolution) and runs in Node.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const packageDir = join(root, 'packages/embed');

// A partner's project using both entries and the global the declarations add.
const CONSUMER = `import { useState } from 'react';
import { loadCanopy, type CanopyEmbed as Handle, type CanopyState } from '@canopy/embed';
import { CanopyEmbed } from '@canopy/embed/react';

export function Shop() {
  const [count, setCount] = useState(0);
  return <CanopyEmbed host="https://menu.example.com" storeId={1} mode="whiteLabel" theme={{ primary: '#0a7' }} onCart={(cart) => setCount(cart.count + count)} />;
}

export async function state(): Promise<CanopyState | null> {
  const api = await loadCanopy({ host: 'https://menu.example.com' });
  const embed: Handle | null = api?.mount({ storeId: 1, target: '#menu' }) ?? Canopy.mount({ storeId: 1 });
  return embed ? embed.getState() : null;
}
`;

describe('the @canopy/embed tarball', () => {
  let work: string;
  let files: string[];
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'canopy-pack-'));
    // The prepack script builds dist/ first.
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: packageDir, encoding: 'utf8' }));
    files = packed.files.map((file: { path: string }) => file.path).sort();
    const installed = join(work, 'node_modules/@canopy/embed');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(work, packed.filename), '-C', installed, '--strip-components=1']);
    for (const name of ['react', '@types/react']) {
      mkdirSync(join(work, 'node_modules', name, '..'), { recursive: true });
      symlinkSync(join(root, 'node_modules', name), join(work, 'node_modules', name), 'dir');
    }
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'partner-site', private: true, type: 'module' }));
    writeFileSync(join(work, 'shop.tsx'), CONSUMER);
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  test('holds the built modules and their declarations, and nothing else', () => {
    const built = ['index', 'loadCanopy', 'CanopyEmbed'].flatMap((name) => [`dist/${name}.js`, `dist/${name}.d.ts`]);
    expect(files).toEqual(['package.json', 'dist/canopy.d.ts', ...built].sort());
    const manifest = JSON.parse(readFileSync(join(work, 'node_modules/@canopy/embed/package.json'), 'utf8'));
    const targets = [
      manifest.main,
      manifest.types,
      ...Object.values(manifest.exports as Record<string, string | Record<string, string>>).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry))),
    ];
    for (const target of targets) expect(files).toContain(target.replace(/^\.\//, ''));
    expect(manifest.peerDependenciesMeta).toEqual({ react: { optional: true } });
    expect(manifest.dependencies).toBeUndefined();
  });

  test("ships the loader's declarations as they are, and the component as a client module ('use client' first)", () => {
    const installed = join(work, 'node_modules/@canopy/embed/dist');
    expect(readFileSync(join(installed, 'canopy.d.ts'), 'utf8')).toBe(readFileSync(join(root, 'loader/canopy.d.ts'), 'utf8'));
    expect(readFileSync(join(installed, 'CanopyEmbed.js'), 'utf8')).toMatch(/^'use client';\n/);
    expect(readFileSync(join(installed, 'index.js'), 'utf8')).not.toMatch(/from 'react'/);
  });

  test.each(['bundler', 'nodenext'])('typechecks in a strict project resolving modules the %s way', (moduleResolution) => {
    const compilerOptions = {
      strict: true,
      noEmit: true,
      jsx: 'react-jsx',
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      types: [],
      moduleResolution,
      module: moduleResolution === 'bundler' ? 'ESNext' : 'NodeNext',
    };
    writeFileSync(join(work, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['shop.tsx'] }));
    const result = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(work, 'tsconfig.json')], { encoding: 'utf8' });
    expect({ status: result.status, output: result.stdout + result.stderr }).toEqual({ status: 0, output: '' });
  });

  test('runs in Node: both entries import, and loadCanopy resolves to null there', () => {
    const script =
      "const { loadCanopy } = await import('@canopy/embed'); const { CanopyEmbed } = await import('@canopy/embed/react'); console.log(typeof CanopyEmbed, await loadCanopy({ host: 'https://menu.example.com' }));";
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: work, encoding: 'utf8' }).trim()).toBe('function null');
  });
});
