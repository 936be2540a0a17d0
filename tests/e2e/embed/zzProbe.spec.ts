import { test, type Page } from '@playwright/test';
import { origins } from '../support/origins';

async function record(page: Page) {
  await page.addInitScript(() => {
    const shifts: unknown[] = [];
    (window as any).shifts = shifts;
    const describe = (n: Node | null) => {
      if (!n || !(n instanceof Element)) return String(n && n.nodeName);
      return `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}${n.getAttribute('aria-label') ? '[' + n.getAttribute('aria-label') + ']' : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[])
        shifts.push({
          frame: location.pathname,
          value: +e.value.toFixed(4),
          t: Math.round(e.startTime),
          input: e.hadRecentInput,
          sources: e.sources.map((s: any) => ({ node: describe(s.node), path: s.node instanceof Element ? (s.node.parentElement ? describe(s.node.parentElement) : '') : '', prev: [s.previousRect.y, s.previousRect.height], cur: [s.currentRect.y, s.currentRect.height] })),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const name of ['embedded', 'frameless']) for (const width of [375, 1280])
  test(`probe ${name} ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await record(page);
    await page.goto(`${origins().demo}/${name}.html`);
    await page.waitForTimeout(6000);
    const all: any[] = [];
    for (const f of page.frames()) all.push(...(await f.evaluate(() => (window as any).shifts ?? []).catch(() => [])));
    console.log(name, width, JSON.stringify(all, null, 1));
    await page.screenshot({ path: `/tmp/wtCls-${name}-${width}.png`, fullPage: false });
  });
