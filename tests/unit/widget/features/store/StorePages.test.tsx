import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { StoreAboutPage, StoreReviewsPage } from '../../../../../widget/features/store';
import { leadTimeText } from '../../../../../widget/features/store/storeLabels';
import { jsonError, pending, renderInWidget } from './widgetHarness';
import { storeFixture } from './storeFixture';

const review = (id: number, rating: number, comment: string) => ({
  id,
  rating,
  comment,
  nickname: `shopper${id}`,
  avatar: null,
  feelings: ['Relaxed'],
  activities: [],
  upvote_count: 0,
  hidden: false,
  has_comment: true,
  product_id: null,
  store_id: 1,
  created_at: '2026-10-01T12:00:00Z',
});

describe('StoreAboutPage', () => {
  test('shows a skeleton while the store loads', () => {
    const { container } = renderInWidget(<StoreAboutPage storeId={1} />, { routes: { '/stores/1': pending } });
    expect(container.querySelector('[data-state="loading"]')).toBeTruthy();
  });

  test('a failed load shows the error, and Try again asks again', async () => {
    let fail = true;
    const { calls } = renderInWidget(<StoreAboutPage storeId={1} />, {
      routes: { '/stores/1': () => (fail ? jsonError(500, 'Server error has occurred')() : new Response(JSON.stringify({ store: storeFixture() }))) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this store");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Ways to shop' });
    expect(calls.filter((call) => call === '/stores/1')).toHaveLength(2);
  });

  test('hours for the next 7 days (000 §4), starting today, per mode the store offers', async () => {
    renderInWidget(<StoreAboutPage storeId={1} />, { routes: { '/stores/1': { store: storeFixture() } } });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(table.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
    expect(within(table).getAllByText('9:00 AM – 9:00 PM')).toHaveLength(7);
    // Curbside is off at this store: no curbside hours to pick.
    const group = screen.getByRole('group', { name: 'Hours for' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Store', 'Pickup', 'Delivery']);
    fireEvent.click(within(group).getByRole('button', { name: 'Delivery' }));
    expect(within(screen.getByRole('table')).getAllByText('Closed')).toHaveLength(1);
  });

  test('ways to shop: lead times, minimum, fee, free-delivery threshold, radius and payment per mode', async () => {
    renderInWidget(<StoreAboutPage storeId={1} />, { routes: { '/stores/1': { store: storeFixture() } } });
    await screen.findByRole('heading', { name: 'Ways to shop' });
    const text = document.body.textContent ?? '';
    for (const fact of [
      'Ready in 15–45 min',
      'Ready in 60 min–3 hr',
      '$30 minimum',
      '$7 delivery fee',
      'Free delivery over $100',
      'Within 8 miles',
      'ID checked at the door',
      'Cash, Debit card',
      'Not offered',
      'Wheelchair accessible',
      'Senior discounts',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('leadTimeText', () => {
  test.each([
    [15, 45, '15–45 min'],
    [15, 120, '15 min–2 hr'],
    [0, 45, '45 min'],
    [30, 30, '30 min'],
    [0, 0, null],
  ])('%i–%i → %s', (min, max, text) => {
    expect(leadTimeText(min, max)).toBe(text);
  });
});

describe('StoreReviewsPage', () => {
  const routes = (reviews: unknown, storeOverrides = {}) => ({ '/stores/1': { store: storeFixture(storeOverrides) }, '/stores/1/reviews': reviews });

  test('lists reviews, with the rating summary once there are at least 5 (000 §5)', async () => {
    renderInWidget(<StoreReviewsPage storeId={1} />, {
      routes: routes({ reviews: [review(1, 5, 'Great staff'), review(2, 4, 'Quick pickup')], nb_hits: 2, page: 1, per_page: 20 }),
    });
    await screen.findByText('Great staff');
    expect(screen.getByText('Quick pickup')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Rating' }).textContent).toContain('Based on 12 reviews');
  });

  test('under 5 reviews the store shows no rating summary', async () => {
    renderInWidget(<StoreReviewsPage storeId={1} />, { routes: routes({ reviews: [review(1, 5, 'Great staff')], nb_hits: 1, page: 1, per_page: 20 }, { reviews_count: 4 }) });
    await screen.findByText('Great staff');
    expect(screen.queryByRole('region', { name: 'Rating' })).toBeNull();
  });

  test('no reviews: an empty state', async () => {
    renderInWidget(<StoreReviewsPage storeId={1} />, { routes: routes({ reviews: [], nb_hits: 0, page: 1, per_page: 20 }) });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
  });

  test('more pages load on request', async () => {
    const { calls } = renderInWidget(<StoreReviewsPage storeId={1} />, {
      routes: {
        '/stores/1': { store: storeFixture() },
        '/stores/1/reviews?page=1': { reviews: [review(1, 5, 'First page')], nb_hits: 2, page: 1, per_page: 1 },
        '/stores/1/reviews?page=2': { reviews: [review(2, 3, 'Second page')], nb_hits: 2, page: 2, per_page: 1 },
      },
    });
    await screen.findByText('First page');
    fireEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    await screen.findByText('Second page');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(calls).toContain('/stores/1/reviews?page=2');
  });

  test('a failed reviews call shows the error in place of the list', async () => {
    renderInWidget(<StoreReviewsPage storeId={1} />, { routes: routes(jsonError(503, 'Service unavailable')) });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the reviews");
  });
});
