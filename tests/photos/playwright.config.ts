import { defineConfig } from '@playwright/test';
import suite from '../playwright.config';

// `npm run photos`: photographs of the widget's screens at 375 and 1280 px, for a person to look at. Nothing
// compares them, so the test suite takes none (a full-page photo costs seconds, more on a busy machine). The
// same browser and the same two servers as tests/e2e; the photos land in test-results/photos/.
export default defineConfig({
  ...suite,
  testDir: '.',
  globalSetup: '../e2e/support/globalSetup.ts',
  outputDir: '../../test-results/photos',
  timeout: 90_000,
  retries: 0,
});
