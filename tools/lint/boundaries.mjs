// DESIGN §2's import rules, checked by eslint-plugin-boundaries on every `import`, `export … from` and `import()`:
//   shared imports only shared; the loader and the host import shared, never the widget (nor each other);
//   a feature imports ui, state, api, platform, styles, shared and the app kit (through app/index.ts only),
//   never another feature; ui is the same minus features; the app kit imports no feature and no ui;
//   the shell (the rest of app/) imports a feature only through the feature's index.ts;
//   the partner kit (packages/embed) runs in partners' apps: of the repository it takes only the loader's
//   declarations (loader/canopy.d.ts, which its build ships beside it).
import boundaries from 'eslint-plugin-boundaries';

// Elements are folders (a file belongs to the closest one); the app's door is the shell folder's index.ts.
const elements = [
  { type: 'shared', pattern: 'shared', partialMatch: false },
  { type: 'loader', pattern: 'loader', partialMatch: false },
  { type: 'host', pattern: 'demo-host', partialMatch: false },
  { type: 'app-kit', pattern: 'widget/app/kit', partialMatch: false },
  { type: 'shell', pattern: 'widget/app', partialMatch: false },
  { type: 'feature', pattern: 'widget/features/*', partialMatch: false, capture: ['name'] },
  { type: 'ui', pattern: 'widget/ui', partialMatch: false },
  { type: 'state', pattern: 'widget/state', partialMatch: false },
  { type: 'api', pattern: 'widget/api', partialMatch: false },
  { type: 'platform', pattern: 'widget/platform', partialMatch: false },
  { type: 'styles', pattern: 'widget/styles', partialMatch: false },
  { type: 'widget-entry', pattern: 'widget', partialMatch: false },
  { type: 'embed', pattern: 'packages/embed', partialMatch: false },
];

const to = (...types) => types.map((type) => ({ to: { element: { type } } }));
const widgetBase = ['state', 'api', 'platform', 'styles', 'shared'];
// app/index.ts: the app kit's one door for features and ui.
const appDoor = { to: { element: { type: 'shell', fileInternalPath: 'index.ts' } } };

const policies = [
  { from: { element: { type: 'shared' } }, allow: to('shared') },
  { from: { element: { type: 'loader' } }, allow: to('loader', 'shared') },
  { from: { element: { type: 'host' } }, allow: to('host', 'shared') },
  { from: { element: { type: 'widget-entry' } }, allow: to('shell', 'app-kit', ...widgetBase) },
  {
    from: { element: { type: 'shell' } },
    allow: [
      ...to('app-kit', 'ui', ...widgetBase),
      // The routed pages, each loaded through its feature's index.ts (lazily, but for the menu).
      { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
      // The bag's overlay slot is drawn on every page; through cart/index.ts it would pull the cart page into the
      // first render (+5.9 KB gzip measured), so the shell takes this one file as cart's second public entry.
      { to: { element: { type: 'feature', captured: { name: 'cart' }, fileInternalPath: 'CartOverlayHost.tsx' } } },
    ],
  },
  // The kit names the instance type the shell builds (WidgetInstance) and imports nothing else of the shell.
  { from: { element: { type: 'app-kit' } }, allow: [...to('app-kit', ...widgetBase), { to: { element: { type: 'shell' } }, dependency: { kind: 'type' } }] },
  { from: { element: { type: 'ui' } }, allow: [...to('ui', ...widgetBase), appDoor] },
  { from: { element: { type: 'feature' } }, allow: [...to('ui', ...widgetBase), appDoor] },
  { from: { element: { type: 'state' } }, allow: to('state', 'api', 'platform', 'shared') },
  { from: { element: { type: 'api' } }, allow: to('api', 'shared') },
  { from: { element: { type: 'platform' } }, allow: to('platform', 'shared') },
  { from: { element: { type: 'styles' } }, allow: to('styles', 'shared') },
  { from: { element: { type: 'embed' } }, allow: [...to('embed'), { to: { element: { type: 'loader', fileInternalPath: 'canopy.d.ts' } } }] },
];

export const boundariesConfig = {
  files: ['shared/**/*.ts', 'loader/**/*.{ts,tsx}', 'demo-host/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}', 'packages/embed/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies }],
  },
};
