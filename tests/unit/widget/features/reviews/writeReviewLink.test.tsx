import { screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { ProductReviews } from '../../../../../widget/features/product/ProductReviews';
import { renderInWidget } from '../store/widgetHarness';
import { flowerProduct } from '../../support/fixtures';

const review = {
  id: 1,
  rating: 4,
  comment: 'Calm.',
  nickname: 'leafy',
  avatar: null,
  feelings: ['Relaxed'],
  activities: ['Get some sleep'],
  upvote_count: 0,
  hidden: false,
  has_comment: true,
  product_id: 12,
  store_id: null,
  created_at: '2026-10-01T12:00:00Z',
  verified_purchase: false,
};

describe('the product page’s reviews section', () => {
  test.each([
    ['a store', { id: 1, name: 'Canopy Silver Lake' }, '/products/12/blue-dream/reviews/new/?storeId=1&storeName=Canopy+Silver+Lake'],
    ['no store', null, '/products/12/blue-dream/reviews/new/'],
  ])('with %s, “Write a review” opens the review form (000 §2 query storeId, storeName)', (_name, store, href) => {
    renderInWidget(<ProductReviews product={flowerProduct({ review_count: 0 })} store={store} />);
    expect(screen.getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe(href);
  });

  test('with sign-in turned off on the site (001 §1) there is no review form to offer', () => {
    renderInWidget(<ProductReviews product={flowerProduct({ review_count: 0 })} store={null} />, { signInOff: true });
    expect(screen.queryByRole('link', { name: 'Write a review' })).toBeNull();
  });

  test('a review shows the feelings and the activities its author chose', async () => {
    renderInWidget(<ProductReviews product={flowerProduct({ review_count: 5 })} store={null} />, {
      routes: { '/products/12/reviews': { reviews: [review], nb_hits: 1, page: 1, per_page: 20 } },
    });
    expect(await screen.findByText('Felt: Relaxed')).toBeTruthy();
    expect(screen.getByText('Good for: Get some sleep')).toBeTruthy();
  });
});
