import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { animationsFinished } from '../support/animationsFinished';
import { OrderWidget } from './OrderWidget';

// axe finds 0 serious or critical violations on the bag, checkout and receipt (inside the loader's cross-origin
// iframe: only the widget's nodes count). Photographs of these screens, for a person to look at: `npm run photos`.
async function seriousInWidget(page: Page, widget: OrderWidget) {
  // A drawer closing or a page fading in is looked at where it comes to rest, not half-transparent.
  await animationsFinished(widget.root.locator('.cn-app').first());
  const insideFrame = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) => r.passes.some((rule) => rule.nodes.some((node) => node.target.length > 1));
  let results = await new AxeBuilder({ page }).analyze();
  // A frame that is re-rendering when axe arrives can be skipped; look again rather than pass on nothing.
  for (let attempt = 0; attempt < 3 && !insideFrame(results); attempt += 1) results = await new AxeBuilder({ page }).analyze();
  expect(insideFrame(results)).toBe(true);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes
        .filter((node) => node.target.length > 1)
        .map((node) => node.target.join(' '))
        .slice(0, 3),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

for (const width of [375, 1280]) {
  test(`axe: bag, checkout and receipt at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    const { widget } = await OrderWidget.withTwoWeights(page, request, 'iframe');

    await widget.drawer.getByRole('button', { name: 'View bag' }).press('Enter');
    await expect(widget.heading('Your bag', 1)).toBeVisible();
    await expect(widget.root.getByRole('region', { name: 'Order summary' })).toBeVisible();
    // The store's panels (limits, rewards) arrive after the bag: wait so the layout has settled.
    await expect(widget.root.getByRole('region', { name: 'Purchase limits' })).toBeVisible();
    expect(await seriousInWidget(page, widget)).toEqual([]);

    await widget.button('Check out').press('Enter');
    await expect(widget.heading('Guest checkout', 1)).toBeVisible();
    await widget.root.getByLabel('Email').fill('not-an-email');
    await widget.root.getByLabel('Email').blur();
    await expect(widget.root.getByText('Please enter an email address.')).toBeVisible();
    expect(await seriousInWidget(page, widget)).toEqual([]);

    await widget.root.getByLabel('Email').fill('ada@example.com');
    await expect(widget.root.getByText('Please enter an email address.')).toBeHidden();
    await widget.fillGuest();
    await widget.button('Place order').press('Enter');
    await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
    expect(await seriousInWidget(page, widget)).toEqual([]);
  });
}
