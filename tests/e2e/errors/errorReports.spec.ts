import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { DemoSite } from '../loader/demoSite';
import { origins } from '../support/origins';

// 001 §7 end to end: an error of the widget's own scripts carrying a card number reaches the host's sink
// (docs/api.md § Error reports) redacted, read back as an operator would (docs/api-admin.md § Error reports); in
// framelessEmbed, an error of the partner page's own code is not reported.
//
// The error is raised as the browser raises one for a script: an ErrorEvent naming the script it came from (one of
// the widget's own files, as this page loaded it). The widget has no debug route to make it throw on demand.
test.describe.configure({ timeout: 90_000 });

const CARD = '4111111111111111';

async function reportsOfStore(request: APIRequestContext, storeId: number): Promise<Array<{ message: string; kind: string; metadata: Record<string, unknown> }>> {
  const token = process.env.CANOPY_E2E_ADMIN_TOKEN;
  if (!token) throw new Error('CANOPY_E2E_ADMIN_TOKEN unset: run through tests/playwright.config.ts');
  const answer = await request.get(`${origins().host}/api/v1/admin/stores/${storeId}/error_reports?per_page=100`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).error_reports;
}

/** Raises, in `where` (the widget's frame, or the partner page in framelessEmbed), a script error from one of the widget's files. */
function raiseFromWidgetScript(where: Page | Frame, message: string): Promise<void> {
  return where.evaluate((text) => {
    const script = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/widget\/.*\.js$/.test(name));
    if (!script) throw new Error('no widget script loaded');
    dispatchEvent(new ErrorEvent('error', { message: text, filename: script, lineno: 1, colno: 1 }));
  }, message);
}

async function reportWith(request: APIRequestContext, marker: string) {
  let found: { message: string; kind: string; metadata: Record<string, unknown> } | undefined;
  await expect
    .poll(
      async () => {
        found = (await reportsOfStore(request, 1)).find((report) => report.message.includes(marker));
        return found !== undefined;
      },
      { message: `a report holding ${marker} at the host`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('iframe: a thrown error of the widget reaches the host redacted', async ({ page, request }) => {
  const site = new DemoSite(page);
  await site.open('embedded');
  await site.waitForLogged('ready');
  const marker = `e2e-iframe-${Date.now()}`;
  await raiseFromWidgetScript(await site.widgetFrame('#canopy-menu'), `${marker} card ${CARD} declined`);
  const report = await reportWith(request, marker);
  expect(report.message).toBe(`${marker} card [REDACTED] declined`);
  expect(report).toMatchObject({ kind: 'window_error', metadata: { store_id: 1 } });
  expect(JSON.stringify(await reportsOfStore(request, 1))).not.toContain(CARD);
});

test("framelessEmbed: the widget's error is reported redacted, the partner page's own is not", async ({ page, request }) => {
  const site = new DemoSite(page);
  await site.open('frameless');
  await site.waitForLogged('ready');
  const marker = `e2e-frameless-${Date.now()}`;
  // The partner's own code throws first: a report of it would reach the sink before the widget's.
  await page.evaluate(
    (text) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          setTimeout(resolve, 0);
          throw new Error(text);
        }, 0);
      }),
    `partner-${marker} ${CARD}`,
  );
  await raiseFromWidgetScript(page, `${marker} card ${CARD}`);
  const report = await reportWith(request, `${marker} card`);
  expect(report.message).toBe(`${marker} card [REDACTED]`);
  expect(report.metadata).toMatchObject({ store_id: 1, mode: 'framelessEmbed' });
  const all = await reportsOfStore(request, 1);
  expect(all.filter((r) => r.message.includes(`partner-${marker}`))).toEqual([]);
  expect(JSON.stringify(all)).not.toContain(CARD);
});

test('framelessEmbed: with two embeds on the page, an error of the widget is reported once', async ({ page, request }) => {
  const site = new DemoSite(page);
  await site.open('frameless');
  await site.waitForLogged('ready');
  await page.evaluate(async () => {
    const target = document.body.appendChild(document.createElement('div'));
    const canopy = (window as unknown as { Canopy: { mount(options: object): { ready: Promise<unknown> } } }).Canopy;
    await canopy.mount({ mode: 'framelessEmbed', storeId: 1, target, urlSync: 'off' }).ready;
  });
  const marker = `e2e-two-frameless-${Date.now()}`;
  await raiseFromWidgetScript(page, `${marker} first`);
  // A second error raised after the first: once its report is in, any duplicate of the first would be in too.
  await raiseFromWidgetScript(page, `${marker} second`);
  await reportWith(request, `${marker} second`);
  await reportWith(request, `${marker} first`);
  const reports = (await reportsOfStore(request, 1)).filter((r) => r.message.includes(marker));
  expect(reports.map((r) => r.message).sort()).toEqual([`${marker} first`, `${marker} second`]);
});
