import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/support/chromiumPath';

// Debian's Chromium, never a downloaded browser (the machines here reach no browser CDN).
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // An action that cannot happen (a click on something covered, a press on a drawer that never opened) fails with
    // its own call log after 20 s, rather than as a bare test timeout with nothing said of where it stood.
    actionTimeout: 20_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
