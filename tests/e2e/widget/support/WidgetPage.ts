import { expect } from '@playwright/test';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { origins } from '../../support/origins';

export type WidgetRoot = FrameLocator | Page;

/**
 * The widget as a shopper sees it, wherever it is mounted: inside the loader's cross-origin iframe, in an
 * open shadow root on the partner page (Playwright's locators pierce open shadow roots), or opened directly.
 */
export class WidgetPage {
  constructor(
    readonly page: Page,
    readonly root: WidgetRoot,
  ) {}

  /** The demo partner page with the embedded snippet: the widget in the loader's iframe, cross-origin. */
  static async embedded(page: Page, path = '/embedded.html'): Promise<WidgetPage> {
    await page.goto(`${origins().demo}${path}`);
    const widget = new WidgetPage(page, page.frameLocator('#canopy-menu iframe'));
    await widget.waitForMenu();
    return widget;
  }

  /** framelessEmbed: the widget in an open shadow root on the partner page. */
  static async frameless(page: Page): Promise<WidgetPage> {
    await page.goto(`${origins().demo}/frameless.html`);
    const widget = new WidgetPage(page, page);
    await widget.waitForMenu();
    return widget;
  }

  /** The widget's own URL on the host, no loader (a direct link); `?runtime=react` serves the React 19 build. */
  static async direct(page: Page, route: string): Promise<WidgetPage> {
    await page.goto(`${origins().host}${route}`);
    return new WidgetPage(page, page);
  }

  async waitForMenu(): Promise<void> {
    await expect(this.cards().first()).toBeVisible({ timeout: 20_000 });
  }

  /** The product cards of the menu's results (not of the carousels above them). */
  cards(): Locator {
    // The grid's own cards: the ranked row the menu inserts among them (001 §7 menu_inline) is not a result.
    return this.root.locator('#cn-results .cn-results__item article.cn-pcard');
  }

  resultCount(): Locator {
    return this.root.locator('.cn-results__count');
  }

  async count(): Promise<number> {
    await expect(this.root.locator('#cn-results[aria-busy="true"]')).toHaveCount(0);
    const text = (await this.resultCount().textContent()) ?? '';
    const match = /(\d+) products?/.exec(text);
    if (!match) throw new Error(`no product count in ${JSON.stringify(text)}`);
    return Number(match[1]);
  }

  /** Waits until the results are settled and differ from `before`. */
  async countChangedFrom(before: number): Promise<number> {
    await expect.poll(() => this.count()).not.toBe(before);
    return this.count();
  }

  tab(name: RegExp | string): Locator {
    return this.root.getByRole('tab', { name });
  }

  filterButton(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  /** The count shown beside a facet value in its open popover. */
  async facetCount(value: string): Promise<number> {
    const label = this.root.locator('label.cn-check', { hasText: value }).first();
    return Number(await label.locator('.cn-check__count').textContent());
  }

  search(): Locator {
    return this.root.getByRole('searchbox', { name: /^Search / });
  }

  sort(): Locator {
    return this.root.getByRole('combobox', { name: 'Sort' });
  }

  /** The price each card shows (what the shopper pays for the chosen weight), in cents. */
  async cardPrices(): Promise<number[]> {
    const texts = await this.cards().locator('.cn-price__now').allTextContents();
    return texts.map((text) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100));
  }

  async cardBrands(): Promise<string[]> {
    return (await this.cards().locator('.cn-pcard__brand').allTextContents()).map((t) => t.trim());
  }
}
