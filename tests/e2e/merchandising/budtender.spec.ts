import { expect, test } from '@playwright/test';
import { OrderWidget } from '../order/OrderWidget';
import { seriousWidgetViolations } from '../support/widgetAxe';
import { callsTo, impressions, recordDmCalls } from './dmTraffic';

// 001 §7 the virtual budtender through the real host: on the menu behind the virtual-budtender flag (000 §1, here
// from the partner page's address), in the iframe and in framelessEmbed (cross-origin calls to /dm with CORS). Three
// questions, each answered with product cards that carry their reason; the picks fit the question.
test.describe.configure({ timeout: 120_000 });

const QUESTIONS = [
  { question: 'something to help me sleep under $40', reason: /under your \$40/ },
  { question: 'a strong sativa vape', reason: /Sativa vape/ },
  { question: 'low-dose gummies for a beginner', reason: /edible/i },
] as const;

for (const embedding of ['iframe', 'frameless'] as const) {
  test(`the budtender answers three questions with cards and reasons (${embedding})`, async ({ page }) => {
    const calls = await recordDmCalls(page);
    const widget = await OrderWidget.open(page, embedding, '/stores/1/store/menu', 'featureFlagsOn=virtual-budtender');
    await widget.button('Ask our budtender').click();
    const field = widget.root.getByRole('textbox', { name: 'What are you looking for?' });
    await expect(field).toBeFocused();
    // The store's suggested questions (POST /v2/virtual-budtender/queries).
    await expect.poll(() => callsTo(calls, '/v2/virtual-budtender/queries').length).toBe(1);

    for (const { question, reason } of QUESTIONS) {
      await field.fill(question);
      await field.press('Enter');
      const heading = widget.root.getByRole('heading', { name: `Picks for “${question}”` });
      await expect(heading).toBeFocused({ timeout: 20_000 });
      const reasons = widget.root.locator('.cn-bt__reason');
      await expect(reasons.first()).toBeVisible();
      expect(await reasons.count()).toBeGreaterThan(0);
      await expect(reasons.first()).toContainText(reason);
      await expect(
        widget.root
          .locator('.cn-bt__cards article.cn-pcard')
          .first()
          .getByRole('button', { name: /^Add .* to bag$/ }),
      ).toBeVisible();
    }
    const asked = callsTo(calls, '/v2/virtual-budtender').map((call) => call.body);
    expect(asked.map((body) => body.query)).toEqual(QUESTIONS.map((entry) => entry.question));
    // 001 §8: every budtender call carries the device id.
    expect(asked.every((body) => typeof body.jane_device_id === 'string' && (body.jane_device_id as string).length >= 20)).toBe(true);
    // The picks on screen were counted as seen, each once.
    await expect.poll(() => impressions(calls).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await seriousWidgetViolations(page, embedding)).toEqual([]);

    // Escape closes the panel and gives the focus back to its opener.
    await field.focus();
    await page.keyboard.press('Escape');
    await expect(widget.button('Ask our budtender')).toBeFocused();
  });
}
