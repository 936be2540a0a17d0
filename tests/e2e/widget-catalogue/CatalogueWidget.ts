import { expect } from '@playwright/test';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { firstViewGone } from '../support/liveWidget';
import { origins } from '../support/origins';

export type Embedding = 'iframe' | 'frameless';

/**
 * The catalogue pages of the widget as a shopper reaches them on the demo partner site: through the loader,
 * in its cross-origin iframe (embedded.html) or in an open shadow root (frameless.html, whose nodes
 * Playwright's locators pierce). A start path goes in the host URL's ?canopy= (DESIGN §1.5).
 */
export class CatalogueWidget {
  private constructor(
    readonly page: Page,
    readonly root: FrameLocator | Page,
    readonly embedding: Embedding,
  ) {}

  static async open(page: Page, embedding: Embedding, path?: string): Promise<CatalogueWidget> {
    const file = embedding === 'iframe' ? 'embedded.html' : 'frameless.html';
    await page.goto(`${origins().demo}/${file}${path ? `?canopy=${path}` : ''}`);
    const root = embedding === 'iframe' ? page.frameLocator('#canopy-menu iframe') : page;
    const widget = new CatalogueWidget(page, root, embedding);
    await expect(widget.root.locator('.cn-app')).toBeVisible({ timeout: 20_000 });
    await firstViewGone(widget.root);
    return widget;
  }

  heading(name: string | RegExp, level = 1): Locator {
    return this.root.getByRole('heading', { level, name });
  }

  link(name: string | RegExp): Locator {
    return this.root.getByRole('link', { name, exact: typeof name === 'string' });
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name, exact: typeof name === 'string' });
  }

  region(name: string | RegExp): Locator {
    return this.root.getByRole('region', { name });
  }

  /** Waits until no skeleton is left on the page. */
  async settled(): Promise<void> {
    await expect(this.root.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }

  /** The route the widget last reported to the host page, mirrored into ?canopy= (DESIGN §1.5). */
  async hostRoute(): Promise<string | null> {
    return new URL(this.page.url()).searchParams.get('canopy');
  }
}
