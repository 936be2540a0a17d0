import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';

// DESIGN §2's import rules, as `npm run lint` enforces them (tools/lint/boundaries.mjs): each row lints one probe
// import as if it were written in the named file, and says whether the linter lets it through.
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
}, 60_000);

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${file}` });
  return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('import boundaries (DESIGN §2)', () => {
  test.each([
    ['a feature imports another feature', 'widget/features/checkout/probe.ts', "export { CartPage } from '../cart';"],
    ['a feature reaches into the app shell', 'widget/features/menu/probe.ts', "export { App } from '../../app/App';"],
    ['a feature reaches past the app kit door', 'widget/features/menu/probe.ts', "export { useTitle } from '../../app/kit/useTitle';"],
    ["the shell imports a feature's internals", 'widget/app/probe.ts', "export { CartDrawer } from '../features/cart/CartDrawer';"],
    ['shared imports the widget', 'shared/cart/probe.ts', "export { createHttp } from '../../widget/api/createHttp';"],
    ['shared imports the host', 'shared/cart/probe.ts', "export { openDatabase } from '../../demo-host/db';"],
    ['the loader imports the widget', 'loader/probe.ts', "export { mount } from '../widget/frameless';"],
    ['the host imports the widget', 'demo-host/server/probe.ts', "export { createHttp } from '../../widget/api/createHttp';"],
    ["the partner kit imports the loader's code", 'packages/embed/src/probe.ts', "export { install } from '../../../loader/install';"],
    ['the partner kit imports shared', 'packages/embed/src/probe.ts', "export { isRoutePath } from '../../../shared/protocol';"],
  ])(
    'refused: %s',
    async (_, file, source) => {
      expect(await boundaryErrors(file, source)).not.toEqual([]);
    },
    60_000,
  );

  test.each([
    ['a feature imports the ui kit', 'widget/features/checkout/probe.ts', "export { CartTotals } from '../../ui/CartTotals';"],
    ['a feature imports the app kit through its door', 'widget/features/menu/probe.ts', "export { useTitle } from '../../app';"],
    [
      'a feature imports state, api, platform and shared',
      'widget/features/menu/probe.ts',
      "export * from '../../state/signals';\nexport * from '../../api/menu';\nexport * from '../../platform/safeStorage';\nexport * from '../../../shared/money';",
    ],
    ['the shell imports a feature through its index', 'widget/app/probe.ts', "export { CartPage } from '../features/cart';"],
    [
      "the partner kit takes the loader's declarations",
      'packages/embed/src/probe.ts',
      "export type { CanopyApi } from '../../../loader/canopy';\nexport { loadCanopy } from './loadCanopy.js';",
    ],
  ])(
    'allowed: %s',
    async (_, file, source) => {
      expect(await boundaryErrors(file, source)).toEqual([]);
    },
    60_000,
  );
});
