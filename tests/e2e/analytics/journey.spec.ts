import { expect, test } from '@playwright/test';
import { OrderWidget } from '../order/OrderWidget';

// 001 §7 analytics at the partner page: a shopper's journey browse → search → view → add → remove → checkout gives
// the GA4 e-commerce sequence as `analytics` messages (DESIGN §1.3: through the outbox, nothing dropped), read from
// the page's own `message` events, in the cross-origin iframe and in framelessEmbed. A kiosk sends none.

type Analytics = { event: string; properties: Record<string, unknown> };

const EXPECTED = [
  'view_item_list', // the menu as it opens
  'search',
  'view_item_list', // the search's results
  'select_item',
  'view_item',
  'add_to_cart', // 1g
  'view_cart', // the drawer opens on the add
  'add_to_cart', // 3.5g
  'view_cart', // the drawer opens again
  'view_cart', // View bag: the bag page
  'remove_from_cart', // 1g
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
];

// The e-commerce events (those of the journey; page and screen views are checked apart). The lists of the journey
// are the menu's; the rows around it (best sellers, more from a brand) are lists too, checked apart as well.
const FUNNEL = new Set(EXPECTED);
const isMenuOrNotAList = (m: Analytics) => m.event !== 'view_item_list' || m.properties.item_list_id === 'menu';

const analyticsOf = async (widget: OrderWidget) => (await widget.messages('analytics')) as Analytics[];
const funnelOf = async (widget: OrderWidget) => (await analyticsOf(widget)).filter((m) => FUNNEL.has(m.event) && isMenuOrNotAList(m)).map((m) => m.event);

for (const embedding of ['iframe', 'frameless'] as const) {
  test.describe(`analytics at the host page (${embedding})`, () => {
    test('browse → search → view → add → remove → checkout gives the GA4 sequence', async ({ page, request }) => {
      test.setTimeout(120_000);
      const flower = await OrderWidget.flower(request);
      // The partner page was reached from a campaign: its tags ride on every event (001 §7), in the iframe too.
      const widget = await OrderWidget.open(page, embedding, undefined, 'utm_source=newsletter&utm_campaign=spring&og_ref=e2e');
      // Best sellers come from the merchandising service (001 §7) after the menu: seen before the search hides them.
      await expect(widget.root.getByRole('region', { name: 'Best sellers' }).locator('.cn-rcard article.cn-pcard').first()).toBeVisible({ timeout: 20_000 });

      const search = widget.root.getByRole('searchbox').first();
      await search.fill(flower.name);
      await search.press('Enter');
      await expect.poll(() => funnelOf(widget)).toEqual(EXPECTED.slice(0, 3));

      await widget.root.getByRole('heading', { name: flower.name, level: 3 }).first().getByRole('link').click();
      await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
      await widget.addWeight(/^1g/);
      await expect(widget.drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await widget.addWeight(/^3\.5g/);
      await expect(widget.drawer.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem')).toHaveCount(2);
      await widget.drawer.getByRole('button', { name: 'View bag' }).press('Enter');

      await expect(widget.heading('Your bag', 1)).toBeVisible();
      await widget.root.getByRole('button', { name: `Remove ${flower.name} 1g` }).press('Enter');
      await expect(widget.root.getByRole('button', { name: `Remove ${flower.name} 1g` })).toHaveCount(0);
      await widget.button('Check out').press('Enter');
      await expect(widget.heading('Guest checkout', 1)).toBeVisible();
      await widget.fillGuest();
      await widget.button('Place order').press('Enter');
      await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });

      await expect.poll(() => funnelOf(widget), { timeout: 15_000 }).toEqual(EXPECTED);
      const events = await analyticsOf(widget);
      const find = (name: string) => events.find((m) => m.event === name)!.properties;
      expect(events.every((m) => m.properties.utm_source === 'newsletter' && m.properties.utm_campaign === 'spring' && m.properties.og_ref === 'e2e')).toBe(true);
      expect(find('search')).toMatchObject({ search_term: flower.name });
      const lists = events.filter((m) => m.event === 'view_item_list').map((m) => m.properties.item_list_id);
      expect(lists).toEqual(expect.arrayContaining(['menu', 'best_sellers']));
      expect(find('select_item')).toMatchObject({ items: [{ item_id: String(flower.id), item_name: flower.name }] });
      expect(find('view_item')).toMatchObject({ currency: 'USD', items: [{ item_id: String(flower.id) }] });
      const removed = events.find((m) => m.event === 'remove_from_cart')!.properties;
      expect(removed).toMatchObject({ currency: 'USD', items: [{ item_id: String(flower.id), item_name: flower.name, item_variant: 'gram', quantity: 1 }] });
      expect(find('add_shipping_info')).toMatchObject({ shipping_tier: 'pickup' });
      expect(find('add_payment_info')).toMatchObject({ payment_type: expect.any(String) });
      // One order id: the public uuid the `checkout` message carries is the purchase's transaction_id; 001 §7 tax and shipping 0.
      await expect.poll(() => widget.messages('checkout')).toHaveLength(1);
      const [checkout] = (await widget.messages('checkout')) as { reservationId: string }[];
      expect(checkout.reservationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(find('purchase')).toMatchObject({
        transaction_id: checkout.reservationId,
        currency: 'USD',
        tax: 0,
        shipping: 0,
        items: [{ item_variant: 'eighth_ounce', quantity: 1 }],
      });
      // A page_view per route, the tracked screens of 001 §2 named.
      const screens = events.filter((m) => m.event === 'page_view').map((m) => m.properties.screen_name);
      expect(screens).toEqual(expect.arrayContaining(['cart', 'guest checkout']));
    });
  });
}

test('a kiosk sends no analytics messages (001 §7), while its other messages reach the page', async ({ page }) => {
  const widget = await OrderWidget.open(page, 'kiosk', '/menu');
  await widget.root
    .getByRole('button', { name: /^Add .+ to bag$/ })
    .first()
    .press('Enter');
  await expect.poll(async () => ((await widget.messages('cart')) as { count: number }[]).at(-1)?.count ?? 0).toBeGreaterThan(0);
  expect(await widget.messages('route')).not.toEqual([]);
  expect(await widget.messages('analytics')).toEqual([]);
});
