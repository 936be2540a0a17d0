// @vitest-environment node
// The TypeScript the docs show compiles against the declarations partners get: every ts/tsx block of
// docs/recipes.md (written out as the file its title names) and the JavaScript API example of docs/embedding.md,
// checked by tsc as a partner's strict project would check them. The WordPress plugin in the docs is the file
// the repository ships.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { snippetsOf } from '../../e2e/recipes/docSnippets';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// Inside the repository (under .tmp/, ignored by git): the snippets' imports of react and react-router resolve.
mkdirSync(join(root, '.tmp'), { recursive: true });
const work = mkdtempSync(join(root, '.tmp', 'doc-snippets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const asModule = (code: string) => (/^\s*(import|export)\b/m.test(code) ? code : `${code}\nexport {};\n`);

function write(file: string, code: string): string {
  mkdirSync(dirname(join(work, file)), { recursive: true });
  writeFileSync(join(work, file), code);
  return file;
}

/** tsc --noEmit over these files (and loader/canopy.d.ts), with @canopy/embed resolved to packages/embed/src. */
function typecheck(files: string[]): { status: number | null; output: string } {
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      paths: {
        '@canopy/embed': [join(root, 'packages/embed/src/index.ts')],
        '@canopy/embed/react': [join(root, 'packages/embed/src/CanopyEmbed.tsx')],
      },
    },
    files: [join(root, 'loader/canopy.d.ts'), ...files.map((file) => join(work, file))],
  };
  writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(work, 'tsconfig.json')], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the code in the docs', () => {
  test("docs/recipes.md's TypeScript and TSX typecheck", () => {
    const recipes = snippetsOf(root, 'docs/recipes.md').filter((snippet) => snippet.language === 'ts' || snippet.language === 'tsx');
    expect(recipes.map((snippet) => snippet.title)).toEqual(['loadCanopy.ts', 'main.tsx', 'app/shop/Menu.tsx', 'app/shop/page.tsx', 'menu.ts', 'app/shop/seo/page.tsx']);
    const files = recipes.map((snippet) => write(`recipes/${snippet.title}`, asModule(snippet.code)));
    expect(typecheck(files)).toEqual({ status: 0, output: '' });
  });

  test("docs/embedding.md's JavaScript API example (Canopy.mount) typechecks", () => {
    const example = snippetsOf(root, 'docs/embedding.md').find((snippet) => snippet.code.includes('Canopy.mount('));
    expect(example?.language).toBe('js');
    // The example calls a function of the partner's own page; its declaration is all the test adds.
    const file = write('embedding-api.ts', `declare function updateBagBadge(count: number, total: number): void;\n${asModule(example!.code)}`);
    expect(typecheck([file])).toEqual({ status: 0, output: '' });
  });

  test('and the misuse the declarations exist to catch does not', () => {
    const misuse = [
      "Canopy.mount({ storeId: 1, mode: 'shop' });",
      "Canopy.mount({ storeId: 1 })?.on('purchase', () => undefined);",
      'void Canopy.mount({ storeId: 1 })?.getState().then((state) => state.path);',
    ];
    const { status, output } = typecheck(misuse.map((line, index) => write(`misuse/${index}.ts`, asModule(line))));
    expect(status).not.toBe(0);
    expect(output.match(/error TS\d+/g)).toHaveLength(misuse.length);
  });

  test('the WordPress plugin shown is the one packages/embed/wordpress ships', () => {
    const shown = snippetsOf(root, 'docs/recipes.md').find((snippet) => snippet.title === 'canopy-shortcode.php');
    expect(shown?.code).toBe(readFileSync(join(root, 'packages/embed/wordpress/canopy-shortcode.php'), 'utf8'));
  });
});
