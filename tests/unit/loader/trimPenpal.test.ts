// @vitest-environment node
// loader/build/trimPenpal.mjs cuts from penpal what the loader never runs (DESIGN §3 budget); it must apply to the
// installed penpal whole, and refuse a penpal whose text it was not written for rather than patch it blind.
// Whether the trimmed penpal still talks to the widget's is for tests/e2e/loader (handshake, calls, reload).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';

interface TrimPenpalModule {
  PENPAL_PRIVATE: RegExp;
  trimPenpalSource(source: string): string;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const loadTrim = () => import(pathToFileURL(join(root, 'loader/build/trimPenpal.mjs')).href) as Promise<TrimPenpalModule>;
// The file esbuild bundles: penpal's "import" export.
const penpal = readFileSync(join(root, 'node_modules/penpal/dist/penpal.mjs'), 'utf8');

describe('the installed penpal, trimmed', () => {
  test.each([
    ['debug logging', /log\?\.\(/],
    ['the penpal ≤ 6 translation', /isDeprecatedMessage\(|upgradeMessage\(|downgradeMessage\(/],
    ['call options and replies with transferables', /instanceof (CallOptions|Reply)_default/],
    ['#private names', /this\.#|^\s*#\w/m],
    ['timeouts', /timed out after/],
    ['checks of the messenger', /A messenger can only be used for a single connection/],
    ['object spread', /^\s*\.\.\.error instanceof Error/m],
    ['fields declared without a value', /^ {2}#?(?!return;|break;|continue;)[A-Za-z_$][\w$]*;$/m],
  ])('has no %s left', async (_, pattern) => {
    const { trimPenpalSource } = await loadTrim();
    expect(penpal).toMatch(pattern);
    expect(trimPenpalSource(penpal)).not.toMatch(pattern);
  });

  test('keeps the handshake, its origin checks, calls and destroy', async () => {
    const trimmed = (await loadTrim()).trimPenpalSource(penpal);
    for (const part of ['"SYN"', '"ACK1"', '"ACK2"', '"CALL"', '"REPLY"', '"DESTROY"', '_penpal_isAllowedOrigin(origin)', 'new MessageChannel()']) {
      expect(trimmed).toContain(part);
    }
  });

  test('the private names it makes are the ones build.mjs mangles', async () => {
    const { PENPAL_PRIVATE, trimPenpalSource } = await loadTrim();
    const names = [...trimPenpalSource(penpal).matchAll(/this\.(\w+)/g)].map(([, name]) => name);
    expect(names.filter((name) => PENPAL_PRIVATE.test(name)).length).toBeGreaterThan(20);
    expect(names.filter((name) => name.startsWith('_') && !PENPAL_PRIVATE.test(name))).toEqual([]);
  });
});

test.each([
  ['a moved compatibility check', 'if (isDeprecatedMessage(data)) {', 'if (isDeprecatedMessage(data) && true) {'],
  ['a changed call-options line', 'const lastArgIsOptions = lastArg instanceof CallOptions_default;', 'const lastArgIsOptions = false;'],
  ['a log call without its semicolon', 'log?.("Connection destroyed");', 'log?.("Connection destroyed")'],
  ['a log call followed by code on its line', 'log?.("Connection destroyed");', 'log?.("Connection destroyed"), destroyAll();'],
  ['a private name written another way', 'this.#remoteWindow = remoteWindow;', 'self.#remoteWindow = remoteWindow;'],
])('a penpal with %s fails the build', async (_, from, to) => {
  const { trimPenpalSource } = await loadTrim();
  expect(penpal).toContain(from);
  expect(() => trimPenpalSource(penpal.replace(from, to))).toThrow(/trimPenpal/);
});
