import { expect } from '@playwright/test';
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { firstViewGone } from '../support/liveWidget';
import { origins } from '../support/origins';

export type Embedding = 'iframe' | 'frameless' | 'default';
/** An embedding, or the kiosk: a tablet's page with data-mode="kiosk" in an iframe. */
export type Opening = Embedding | 'kiosk';

// The demo partner page of each opening through the loader.
const DEMO_PAGE: Record<Exclude<Opening, 'default'>, string> = { iframe: 'embedded.html', frameless: 'frameless.html', kiosk: 'kiosk.html' };

export interface Flower {
  readonly id: number;
  readonly name: string;
  readonly brand: string;
}

/**
 * The shopper's order journey as a page object: the widget through the loader on the demo partner
 * site — in its cross-origin iframe (embedded.html) or in a shadow root (frameless.html) — or opened directly on
 * the Canopy host in default mode. Messages the host page receives are recorded (DESIGN §1.3).
 */
export class OrderWidget {
  private constructor(
    readonly page: Page,
    readonly root: FrameLocator | Page,
    readonly embedding: Embedding,
    /** The demo partner page it is on (embedded.html, frameless.html, kiosk.html), none in default mode. */
    private readonly demoPage: string,
  ) {}

  /** `query`: more of the partner page's address (`utm_source=mail`), after the route. */
  static async open(page: Page, embedding: Opening, path?: string, query?: string): Promise<OrderWidget> {
    await page.addInitScript(() => {
      const w = window as unknown as { __canopy: { type: string; payload: unknown }[] };
      w.__canopy = [];
      window.addEventListener('message', (event) => {
        const data = event.data as { source?: string; type?: string; payload?: unknown } | null;
        if (data && data.source === 'canopy' && typeof data.type === 'string') w.__canopy.push({ type: data.type, payload: data.payload });
      });
    });
    // An 'Oops!' page (000 §2) says nothing in production; its error goes to the console (ErrorBoundary), and
    // from there into the output of the test that hit it.
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[canopy]')) console.log(`widget console: ${message.text()}`);
    });
    if (embedding === 'default') {
      await page.goto(`${origins().host}${path ?? '/'}`);
    } else {
      const search = [path ? `canopy=${encodeURIComponent(path)}` : '', query ?? ''].filter(Boolean).join('&');
      await page.goto(`${origins().demo}/${DEMO_PAGE[embedding]}${search ? `?${search}` : ''}`);
    }
    // A kiosk is framed as the iframe embedding is.
    const framing: Embedding = embedding === 'kiosk' ? 'iframe' : embedding;
    const root = framing === 'iframe' ? page.frameLocator('#canopy-menu iframe') : page;
    const widget = new OrderWidget(page, root, framing, embedding === 'default' ? '' : DEMO_PAGE[embedding]);
    await expect(widget.root.locator('.cn-app').first()).toBeVisible({ timeout: 30_000 });
    await firstViewGone(widget.root);
    return widget;
  }

  /** A flower of the store with gram, eighth and ounce prices, found through the API. */
  static async flower(request: APIRequestContext, storeId = 1): Promise<Flower> {
    const answer = await request.get(`${origins().host}/api/v1/stores/${storeId}/menu_products?kind=flower&per_page=60`);
    const { products } = (await answer.json()) as { products: Record<string, unknown>[] };
    const found = products.find((p) => ['gram', 'eighth_ounce', 'ounce'].every((w) => p[`price_${w}`] !== null && p[`price_${w}`] !== undefined && p[`price_${w}`] !== ''));
    if (!found) throw new Error(`store ${storeId} has no flower with gram, eighth and ounce prices`);
    return { id: found.id as number, name: found.name as string, brand: (found.brand as string) || 'brand' };
  }

  /** A product of the store; of this kind, and with at least this many reviews, when asked. */
  static async anyProduct(request: APIRequestContext, storeId: number, wanted: { kind?: string; reviews?: number } = {}): Promise<Flower> {
    const kind = wanted.kind ? `&kind=${encodeURIComponent(wanted.kind)}` : '';
    const answer = await request.get(`${origins().host}/api/v1/stores/${storeId}/menu_products?per_page=60${kind}`);
    const { products } = (await answer.json()) as { products: Record<string, unknown>[] };
    const found = products.find((p) => ((p.review_count as number | undefined) ?? 0) >= (wanted.reviews ?? 0));
    if (!found) throw new Error(`store ${storeId} has no ${wanted.kind ?? 'product'} with ${wanted.reviews} reviews or more`);
    return { id: found.id as number, name: found.name as string, brand: (found.brand as string) || 'brand' };
  }

  static productPath(storeId: number, product: Flower): string {
    return `/stores/${storeId}/store/products/${product.id}/${encodeURIComponent(product.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}`;
  }

  /** Opens another widget page by address (a full page load: the cart comes back from storage). */
  async goto(path: string): Promise<void> {
    if (this.embedding === 'default') {
      await this.page.goto(`${origins().host}${path}`);
      return;
    }
    await this.page.goto(`${origins().demo}/${this.demoPage}?canopy=${encodeURIComponent(path)}`);
  }

  /**
   * Moves the widget to another route without reloading the page, as the browser's back and forward buttons
   * do (DESIGN §1.5: the loader follows the ?canopy= parameter on popstate), without a page load.
   */
  async navigate(path: string): Promise<void> {
    if (this.embedding === 'default') return this.goto(path);
    await this.page.evaluate((to) => {
      const url = new URL(location.href);
      url.searchParams.set('canopy', to);
      history.pushState(history.state, '', url);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path);
  }

  /**
   * Embedded: waits until the partner page's address names this route (DESIGN §1.5), as it does once the widget's
   * report of it has arrived (debounced) and the loader's window for late reports after the last back/forward move
   * has passed (loader/createUrlSync.ts). Call it before navigate() back to the page of the last navigate() when
   * the widget moved on by itself in between: until then the loader takes that move for the one it already made.
   */
  async addressShows(path: string): Promise<void> {
    if (this.embedding === 'default') return;
    await expect.poll(() => new URL(this.page.url()).searchParams.get('canopy'), { message: `the address shows ${path}` }).toBe(path);
  }

  heading(name: string | RegExp, level?: number): Locator {
    return this.root.getByRole('heading', { name, ...(level ? { level } : {}) });
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name, exact: typeof name === 'string' });
  }

  get drawer(): Locator {
    return this.root.getByRole('dialog', { name: 'Your bag' });
  }

  /**
   * Opens a flower's page and puts two of its weights in the bag, 1g and then 3.5g (the drawer opens for the
   * first, Escape closes it, and it opens again with both lines).
   */
  static async withTwoWeights(page: Page, request: APIRequestContext, embedding: Embedding): Promise<{ widget: OrderWidget; flower: Flower }> {
    const flower = await OrderWidget.flower(request);
    const widget = await OrderWidget.open(page, embedding, OrderWidget.productPath(1, flower));
    await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
    await widget.addWeight(/^1g/);
    await expect(widget.drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await widget.addWeight(/^3\.5g/);
    await expect(widget.drawer.getByRole('listitem')).toHaveCount(2);
    return { widget, flower };
  }

  /** On the checkout page: delivery to this address, left the way a shopper leaves the last field. */
  async deliverTo(address: { street: string; city: string; state: string; zip: string }): Promise<void> {
    await this.root.getByRole('radio', { name: /Delivery/ }).check();
    await this.root.getByLabel('Street address').fill(address.street);
    await this.root.getByLabel('City').fill(address.city);
    await this.root.getByLabel('State').fill(address.state);
    await this.root.getByLabel('ZIP code').fill(address.zip);
    await this.root.getByLabel('ZIP code').blur();
  }

  /** On the checkout form for delivery: the delivery time at this place of its list (0 is as soon as possible). */
  async deliveryWindow(index: number): Promise<void> {
    const time = this.root.getByLabel('Delivery time');
    await expect.poll(() => time.locator('option').count()).toBeGreaterThan(index);
    await time.selectOption({ index });
  }

  /**
   * On a product page: chooses a weight and adds it, by keyboard. A click lands where Playwright measured its target,
   * and a content-sized iframe the loader is still resizing (its content reflowed a moment before) or a host page
   * scrolled to its end (clamped as the frame shrinks) moves it before the click arrives: the click is lost without
   * an error. CI lost adds this way (the bag at 0, the button still "Add to bag"). A key goes to the element. First
   * the drawer must be gone: closing it gives the focus back to its opener, and a Space pressed on the weight before
   * that lost its keyup to the opener (CI, frameless: the weight stayed unchosen).
   */
  async addWeight(weight: RegExp): Promise<void> {
    await expect(this.drawer).toBeHidden();
    const choice = this.root.getByRole('radio', { name: weight }).first();
    await choice.press('Space');
    await expect(choice).toBeChecked();
    await this.button('Add to bag').press('Enter');
  }

  /** The contact details a guest gives, and the birth date a store with an age gate asks everyone for (000 §3). */
  async fillGuest(): Promise<void> {
    const birthDate = this.root.getByLabel('Date of birth');
    if ((await birthDate.count()) > 0) await birthDate.fill('1990-02-03');
    if ((await this.root.getByLabel('First name').count()) === 0) return this.acceptAgreement();
    await this.root.getByLabel('First name').fill('Ada');
    await this.root.getByLabel('Last name').fill('Guest');
    await this.root.getByLabel('Phone').fill('213-555-0100');
    await this.root.getByLabel('Email').fill('ada@example.com');
    await this.acceptAgreement();
  }

  async acceptAgreement(): Promise<void> {
    const agreement = this.root.getByRole('checkbox');
    // By keyboard: a click near the bottom edge of a content-sized iframe can land on the partner page.
    if ((await agreement.count()) > 0 && !(await agreement.isChecked())) await agreement.press('Space');
    if ((await agreement.count()) > 0) await expect(agreement).toBeChecked();
  }

  async messages(type: string): Promise<unknown[]> {
    return this.page.evaluate((t) => (window as unknown as { __canopy: { type: string; payload: unknown }[] }).__canopy.filter((m) => m.type === t).map((m) => m.payload), type);
  }
}
