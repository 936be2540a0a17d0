import { join } from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';
import { animationsFinished } from '../e2e/support/animationsFinished';

/**
 * Photographs the page into test-results/photos/<name>.png once the document holding `inside` has stopped
 * moving (a drawer's slide-in, a fade). `fullPage: false` keeps what the viewport shows (an open drawer, a
 * sticky bar); a full-page photo shows all of a framelessEmbed widget, which is part of the partner page.
 */
export async function photo(page: Page, inside: Locator, name: string, { fullPage = true } = {}): Promise<void> {
  await animationsFinished(inside);
  await page.screenshot({ path: join(test.info().project.outputDir, `${name}.png`), fullPage });
}
