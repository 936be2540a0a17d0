import { expect, test } from '@playwright/test';
import { CatalogueWidget } from './CatalogueWidget';

// 000 §3: a weight button is 54 high and 88 wide; on a product card the weights that do not fit scroll sideways.
// Every weight must stay readable (no label or price cut inside its button) and every button must be inside the
// card or reachable by scrolling its row, which shows that it scrolls (an edge fade).
test.describe.configure({ timeout: 60_000 });

for (const width of [375, 1280]) {
  test(`000 §3: every weight button on the menu's cards is readable and reachable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const widget = await CatalogueWidget.open(page, 'iframe', '/stores/1/canopy-silver-lake/menu?kind=flower');
    await widget.settled();
    const rows = widget.root.locator('#cn-results .cn-pcard .cn-weights');
    await expect(rows.first()).toBeVisible();
    // Polled: a row drawn late (the ranked row inside the results) gets its fade a frame after it is laid out.
    const measure = () =>
      rows.evaluateAll((groups) =>
        groups.slice(0, 8).map((group) => {
          const card = group.closest('.cn-pcard')!.getBoundingClientRect();
          const box = group.getBoundingClientRect();
          const scrolls = group.scrollWidth > group.clientWidth + 1;
          const style = getComputedStyle(group);
          return {
            cut: [...group.querySelectorAll<HTMLElement>('.cn-weight, .cn-weight__label, .cn-weight__price')]
              .filter((el) => el.scrollWidth > el.clientWidth)
              .map((el) => el.textContent),
            rowInCard: box.left >= card.left - 1 && box.right <= card.right + 1,
            unreachable: scrolls && !/auto|scroll/.test(style.overflowX),
            // A row that scrolls says so: its end fades out while there is more to see.
            fadesWhenScrolling: !scrolls || (group.dataset.more ?? '').includes('end'),
          };
        }),
      );
    const fine = { cut: [], rowInCard: true, unreachable: false, fadesWhenScrolling: true };
    await expect.poll(async () => (await measure()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await measure()).filter((row) => JSON.stringify(row) !== JSON.stringify(fine))).toEqual([]);
  });
}

test('000 §3: arrow keys bring a weight hidden past the card edge into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const widget = await CatalogueWidget.open(page, 'iframe', '/stores/1/canopy-silver-lake/menu?kind=flower');
  await widget.settled();
  const group = widget.root.locator('#cn-results .cn-pcard .cn-weights').first();
  await group.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('End');
  const last = group.getByRole('radio').last();
  await expect(last).toBeFocused();
  const inView = await last.evaluate((button) => {
    const row = button.closest('.cn-weights')!.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return box.left >= row.left - 1 && box.right <= row.right + 1;
  });
  expect(inView).toBe(true);
});
