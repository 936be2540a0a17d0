import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { animationsFinished } from '../support/animationsFinished';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';
import { OrderWidget } from '../order/OrderWidget';
import type { Flower } from '../order/OrderWidget';

// 000 §2 write-review form, in default mode through the real host: a signed-in shopper writes a review from the
// product page, the product's review count (the API's) goes up by one, and writing again updates the same review.
// axe finds 0 serious or critical violations at 375 and 1280 px; photographs go to /tmp/shots-review/.
const SHOTS = '/tmp/shots-review';

/** A new account, signed in the way the widget keeps a session in default mode (localStorage user_session). */
async function signedInShopper(page: Page, request: APIRequestContext, nickname: string): Promise<void> {
  const created = await request.post(`${origins().host}/api/v1/users`, {
    data: { user: { email: `reviewer-${Date.now()}-${nickname}@example.com`, password: 'correct horse battery', nickname } },
    timeout: PASSWORD_HASH_TIMEOUT_MS,
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  await page.addInitScript(
    ([origin, value]) => {
      if (location.origin === origin) localStorage.setItem('user_session', value);
    },
    [origins().host, token] as const,
  );
}

/** The nth flower of store 1 (each test reviews its own, so parallel runs do not count each other's review). */
async function nthFlower(request: APIRequestContext, n: number): Promise<Flower> {
  const answer = await request.get(`${origins().host}/api/v1/stores/1/menu_products?kind=flower&per_page=20&sort=name-asc`);
  const { products } = (await answer.json()) as { products: { id: number; name: string; brand: string | null }[] };
  const found = products[n];
  return { id: found.id, name: found.name, brand: found.brand || 'brand' };
}

async function reviewCount(request: APIRequestContext, productId: number): Promise<number> {
  const answer = await request.get(`${origins().host}/api/v1/products/${productId}?store_id=1`);
  return ((await answer.json()) as { review_count: number }).review_count;
}

async function seriousViolations(page: Page) {
  await animationsFinished(page.locator('.cn-app').first());
  const results = await new AxeBuilder({ page }).include('.cn-app').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3) }));
}

async function photo(page: Page, name: string, width: number) {
  mkdirSync(SHOTS, { recursive: true });
  await animationsFinished(page.locator('.cn-app').first());
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

for (const [index, width] of [375, 1280].entries()) {
  test(`write a review from the product page, see it counted, then update it (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    const nickname = `Reviewer${width}`;
    await signedInShopper(page, request, nickname);
    const flower = await nthFlower(request, index + 2);
    const before = await reviewCount(request, flower.id);

    const widget = await OrderWidget.open(page, 'default', OrderWidget.productPath(1, flower));
    await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await photo(page, 'product-page', width);
    await reviews.getByRole('link', { name: 'Write a review' }).click();

    await expect(widget.heading('Write a review', 1)).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/products/${flower.id}/[^/]+/reviews/new/?$`));
    expect(new URL(page.url()).searchParams.get('storeId')).toBe('1');
    await expect(page.getByText(/^at /)).toBeVisible();
    await expect(page.getByLabel('Nickname')).toHaveValue(nickname);
    const post = page.getByRole('button', { name: 'Post review' });
    await expect(post).toBeDisabled();
    await expect(page.getByText('Choose 1 to 5 stars to post your review.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await photo(page, 'form-empty', width);

    // 001 §5 messages on the fields once touched: a cleared nickname, a comment past the API's 2,000 characters.
    await page.getByLabel('Nickname').fill('');
    await page.getByLabel('Nickname').blur();
    await expect(page.getByText('Please fill out this field.')).toBeVisible();
    await page.getByLabel(/Your review/).fill('x'.repeat(2001));
    await expect(page.getByText('Please use no more than 2000 characters.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await photo(page, 'form-errors', width);
    await page.getByLabel('Nickname').fill(nickname);

    // The stars by keyboard: one tab stop, arrows move the choice.
    const stars = page.getByRole('radiogroup', { name: 'Your rating' });
    await stars.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeFocused();
    await page.getByLabel(/Your review/).fill('Bright, piney and calm. Would buy again.');
    await expect(page.getByText('40 / 2,000 characters')).toBeVisible();
    const feelings = page.getByRole('group', { name: /How did it make you feel/ });
    await feelings.getByRole('button').first().click();
    await expect(feelings.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(post).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await photo(page, 'form-filled', width);

    await post.click();
    await expect(widget.heading('Your review is saved', 1)).toBeVisible();
    await expect(page.getByText(`Thanks! Your 4-star review of ${flower.name} is saved.`)).toBeVisible();
    expect(await reviewCount(request, flower.id)).toBe(before + 1);
    const status = before + 1 >= 5 ? `is rated` : 'Its rating is shown once 5 reviews are in.';
    // The review's own status line, not the cookie notice (another status region) a first visit shows.
    await expect(page.getByRole('status').filter({ hasText: flower.name })).toContainText(status);
    expect(await seriousViolations(page)).toEqual([]);
    await photo(page, 'saved', width);

    // Back on the product page, the count it shows is the new one (000 §5: shown from 5 reviews).
    await page.getByRole('link', { name: `Back to ${flower.name}` }).click();
    await expect(widget.heading(flower.name, 1)).toBeVisible();
    if (before + 1 >= 5) await expect(reviews.getByText(`${before + 1} reviews`)).toBeAttached();
    else await expect(reviews.getByText('Not enough reviews yet', { exact: false })).toBeVisible();

    // A second review of the same product rewrites the first: the host answers 200 and the count stays.
    await reviews.getByRole('link', { name: 'Write a review' }).click();
    await stars.getByRole('radio', { name: '2 stars' }).click();
    await page.getByRole('button', { name: 'Post review' }).click();
    await expect(widget.heading('Your review is updated', 1)).toBeVisible();
    await expect(page.getByText(`You had already reviewed ${flower.name}, so we updated that review: 2 stars now.`)).toBeVisible();
    expect(await reviewCount(request, flower.id)).toBe(before + 1);
    await photo(page, 'updated', width);
  });
}

test('a signed-out shopper opening the form is sent to log in, with the way back', async ({ page, request }) => {
  const flower = await nthFlower(request, 0);
  const path = `/products/${flower.id}/${flower.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/reviews/new/?storeId=1&rating=5`;
  await OrderWidget.open(page, 'default', path);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('return_to')).toBe(path);
});
