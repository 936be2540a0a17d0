import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

// The same react → preact/compat aliases the shipped widget uses (build.mjs), so components are
// tested on the runtime shoppers get.
export const preactAliases: Record<string, string> = {
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

const alias = Object.entries(preactAliases).map(([find, replacement]) => ({
  find: new RegExp(`^${find}$`),
  replacement,
}));

export default defineConfig({
  root,
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          root,
          include: ['tests/unit/{shared,demo-host,tools}/**/*.test.ts'],
          environment: 'node',
          // Host tests hash passwords and run real databases: seconds each on a loaded 2-core machine, not hangs.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          root,
          include: ['tests/unit/{widget,loader}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        // The partner kit (packages/embed) runs in partners' apps on React itself, StrictMode included: no aliases.
        test: {
          name: 'embed',
          root,
          include: ['tests/unit/embed/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // loadCanopy is tested by loading a script for real: the tests' own, from a server the test starts.
          environmentOptions: { happyDOM: { settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true } } },
          testTimeout: 30_000,
        },
      },
    ],
  },
});
