import { expect, type Frame, type Page } from '@playwright/test';
import { origins } from '../support/origins';

/** A real widget on a loaded 2-core machine can take a while to render its first page. */
export const READY_TIMEOUT_MS = 30_000;

export interface LoggedMessage {
  via: string;
  type: string;
  payload: Record<string, unknown>;
}

/** The demo partner site (DESIGN §1.1) as a page object: its pages, its message log, its embeds' frames. */
export class DemoSite {
  readonly host: string;
  readonly demo: string;
  /** A third origin on the same machine, neither the host nor the partner. */
  readonly stranger: string;
  /** console.error lines the loader wrote ([Canopy] …); other noise (a missing favicon) is not ours. */
  readonly consoleErrors: string[] = [];
  readonly pageErrors: Error[] = [];

  constructor(readonly page: Page) {
    const { host, demo } = origins();
    this.host = host;
    this.demo = demo;
    this.stranger = `http://127.0.0.1:${new URL(demo).port}`;
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[Canopy]')) this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.pageErrors.push(error));
  }

  /**
   * Makes each widget frame keep the scroll positions the loader's page-info messages told it (iframe-resizer's
   * pageInfo, loader/resizeIframe.ts), for pageInfoScrollTops(). Call before open(): init scripts run in every frame.
   */
  async recordPageInfo(): Promise<void> {
    await this.page.addInitScript((prefix) => {
      const told: number[] = [];
      (window as unknown as { e2ePageInfoScrollTops: number[] }).e2ePageInfoScrollTops = told;
      addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.startsWith(prefix)) told.push(JSON.parse(event.data.slice(prefix.length)).scrollTop);
      });
    }, '[iFrameSizer]pageInfo:');
  }

  /** The page scroll positions the widget in this container was told, oldest first (see recordPageInfo). */
  async pageInfoScrollTops(container: string): Promise<number[]> {
    return (await this.widgetFrame(container)).evaluate(() => (window as unknown as { e2ePageInfoScrollTops?: number[] }).e2ePageInfoScrollTops ?? []);
  }

  async open(name: string, query = ''): Promise<void> {
    await this.page.goto(`${this.demo}/${name}.html${query}`);
  }

  /**
   * Opens the harness page with these snippets inserted as script tags (demo-host/demo/pages/harness.html) and
   * waits until each has loaded. (A page fulfilled by the test itself would not do: Chromium then treats it as
   * public and blocks its requests to the loopback host.)
   */
  async openSnippets(...snippets: Array<Record<string, string>>): Promise<void> {
    await this.page.goto(`${this.demo}/harness.html#${encodeURIComponent(JSON.stringify(snippets))}`);
    await this.page.waitForFunction(() => (window as unknown as { harnessDone?: boolean }).harnessDone === true);
  }

  /** Messages the page received as plain `message` events (demo-host/demo/pages/site.js). */
  log(): Promise<LoggedMessage[]> {
    return this.page.evaluate(() => (window as unknown as { demo: { log: LoggedMessage[] } }).demo.log);
  }

  async waitForLogged(type: string, match: (payload: Record<string, unknown>) => boolean = () => true): Promise<LoggedMessage> {
    let found: LoggedMessage | undefined;
    await expect
      .poll(
        async () => {
          found = (await this.log()).find((m) => m.type === type && match(m.payload));
          return Boolean(found);
        },
        { message: `a ${type} message in the page's log`, timeout: READY_TIMEOUT_MS },
      )
      .toBe(true);
    return found!;
  }

  /** The widget frame inside a container selector. */
  async widgetFrame(container: string): Promise<Frame> {
    const handle = await this.page.locator(`${container} iframe`).elementHandle();
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error(`no widget frame in ${container}`);
    return frame;
  }

  /** What the two-embeds page's on() handlers received, per embed. */
  handled(name: 'Oakland' | 'Berkeley'): Promise<Array<{ type: string; payload: Record<string, unknown> }>> {
    return this.page.evaluate(
      (key) => (window as unknown as { demo: { handled: Record<string, Array<{ type: string; payload: Record<string, unknown> }>> } }).demo.handled[key],
      name,
    );
  }

  /** Counts the listeners on `window` through the DevTools protocol, by type. */
  async windowListeners(): Promise<Record<string, number>> {
    const session = await this.page.context().newCDPSession(this.page);
    const { result } = await session.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    await session.detach();
    const counts: Record<string, number> = {};
    for (const listener of listeners) counts[listener.type] = (counts[listener.type] ?? 0) + 1;
    return counts;
  }
}
