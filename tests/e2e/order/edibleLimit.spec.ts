import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { origins } from '../support/origins';
import { OrderWidget } from './OrderWidget';

// 001 §4 cart limits: store 2 (Colorado in the seed) limits edibles to 800 mg THC (demo-host/seed/stateRules.ts). The bag's
// meter counts the THC milligrams of each edible (000 §3 thc_dosage_milligrams), fills at 800 mg, and the add past
// it is refused with the server's message naming the group, before the server is asked.
const STORE = 2;

/** An edible of store 2 with 200 mg THC that may be bought 5 at a time (4 fill the 800 mg). */
async function edible(request: APIRequestContext) {
  const answer = await request.get(`${origins().host}/api/v1/stores/${STORE}/menu_products?kind=edible&per_page=100`);
  const { products } = (await answer.json()) as { products: Record<string, unknown>[] };
  const found = products.find((p) => p.thc_dosage_milligrams === 200 && Number(p.max_cart_quantity_each ?? p.max_cart_quantity) >= 5 && p.price_each != null);
  if (!found) throw new Error(`store ${STORE} has no 200 mg edible sold 5 at a time`);
  return { id: found.id as number, name: found.name as string, brand: (found.brand as string) || 'brand' };
}

test('an edible fills the 800 mg THC meter, and one more is refused with the group named', async ({ page, request }) => {
  test.setTimeout(90_000);
  const product = await edible(request);
  const widget = await OrderWidget.open(page, 'iframe', OrderWidget.productPath(STORE, product));
  await expect(widget.heading(product.name, 1)).toBeVisible({ timeout: 20_000 });

  await widget.button('Add to bag').click();
  const meter = widget.drawer.getByRole('meter', { name: 'Edibles (THC)' });
  await expect(meter).toHaveAttribute('aria-valuetext', '200 of 800 mg THC');
  await expect(meter).toHaveAttribute('aria-valuenow', '200');
  await expect(meter).toHaveAttribute('aria-valuemax', '800');
  await expect(widget.drawer.getByText('200 of 800 mg THC')).toBeVisible();
  await page.keyboard.press('Escape');

  await widget.root.getByRole('combobox', { name: 'Quantity' }).selectOption('3');
  await widget.button('Add to bag').click();
  await expect(meter).toHaveAttribute('aria-valuetext', '800 of 800 mg THC');
  await expect(widget.drawer.getByText('Edibles (THC) limit reached')).toBeVisible();
  await page.keyboard.press('Escape');

  // The bag knows the store's rules by now: the refusal comes before any request, in the server's words.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/cart_products')) posts.push(r.url());
  });
  await widget.root.getByRole('combobox', { name: 'Quantity' }).selectOption('1');
  await widget.button('Add to bag').click();
  await expect(widget.root.getByText('The Edibles (THC) limit is 800 mg THC: your bag holds 800 mg THC, and this would bring it to 1,000 mg THC').first()).toBeVisible();
  expect(posts).toEqual([]);

  // A full page load: the bag comes back from storage without THC data (001 §9) and the meter looks it up.
  await widget.goto('/cart');
  await expect(widget.root.getByRole('meter', { name: 'Edibles (THC)' })).toHaveAttribute('aria-valuetext', '800 of 800 mg THC', { timeout: 20_000 });
  // The bag line's + is off at the limit and says why; − is not.
  const plus = widget.root.getByRole('button', { name: `Increase quantity of ${product.name}` });
  await expect(plus).toBeDisabled();
  await expect(plus).toHaveAccessibleDescription('The Edibles (THC) limit is 800 mg THC: your bag holds 800 mg THC, and this would bring it to 1,000 mg THC');
  await expect(widget.root.getByRole('button', { name: `Decrease quantity of ${product.name}` })).toBeEnabled();
});
