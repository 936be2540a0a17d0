import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Hono } from 'hono';
import { createApi } from '../../../../demo-host/api';
import { addBody, openHarness, register, type Harness, type MenuPick } from '../commerce/harness';
import { openForShoppers } from '../commerce/shopper';

// One review per customer and product: a repeat updates it, and a review of something the customer
// reserved says so (verified_purchase). The catalogue API runs over the commerce API's real sessions and
// checkouts, as the host mounts them (demo-host/server/hostApi).

// scrypt at its OWASP cost takes a few hundred ms per sign-in.
vi.setConfig({ testTimeout: 30_000 });

type Shopper = { token: string; id: number };

let h: Harness;
let catalogue: Hono;
let picks: MenuPick[];
let ada: Shopper;
let bea: Shopper;
let nextPick = 0;

beforeAll(async () => {
  h = await openHarness();
  picks = await openForShoppers(h);
  catalogue = createApi({
    db: h.db,
    dialect: h.dialect,
    config: { partnerOrigins: [] },
    env: {},
    log: () => {},
    authenticate: h.authenticate,
    now: () => h.clock.now,
  });
  ada = await register(h, 'ada@example.com', { nickname: 'ada' });
  bea = await register(h, 'bea@example.com', { nickname: 'bea' });
}, 60_000);
afterAll(() => h?.close());

/** A product of store 1 that no earlier test touched. */
const freshProduct = () => picks[nextPick++].product_id;

async function postReview(who: Shopper, productId: number, body: Record<string, unknown>) {
  const response = await catalogue.request(`/products/${productId}/reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Reserves one product for a signed-in shopper through the real cart and checkout. */
async function buy(who: Shopper, productId: number): Promise<number> {
  const pick = picks.find((p) => p.product_id === productId)!;
  const added = await h.call('POST', '/cart_products', { body: addBody(1, pick), token: who.token });
  expect(added.status).toBe(201);
  const placed = await h.call('POST', '/carts/checkout', {
    // Store 1 sells from 21 (000 §3 checkout_age_minimum): every order attests an age.
    body: { cart_uuid: added.body.cart_uuid, payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03' },
    token: who.token,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.reservation.id;
}

const reviewsBy = (who: Shopper, productId: number) => h.db.selectFrom('reviews').selectAll().where('user_id', '=', who.id).where('product_id', '=', productId).execute();

/** The product's rating as the route must keep it: the mean of its visible reviews to one decimal, and their count. */
async function expectAggregatesFollowReviews(productId: number) {
  const visible = await h.db.selectFrom('reviews').select('rating').where('product_id', '=', productId).where('hidden', '=', 0).execute();
  const product = await h.db.selectFrom('products').select(['aggregate_rating', 'review_count']).where('id', '=', productId).executeTakeFirstOrThrow();
  const mean = visible.reduce((sum, r) => sum + r.rating, 0) / visible.length;
  expect(product).toEqual({ aggregate_rating: visible.length === 0 ? null : Math.round(mean * 10) / 10, review_count: visible.length });
}

describe('one review per customer and product', () => {
  test('a second and third review by the same customer update the first: one review, one vote in the rating', async () => {
    const productId = freshProduct();
    const before = await h.db.selectFrom('products').select('review_count').where('id', '=', productId).executeTakeFirstOrThrow();
    const answers = [];
    for (const comment of ['Harsh.', 'Still harsh.', 'Harsh, and I mean it.']) answers.push(await postReview(ada, productId, { rating: 1, comment }));

    expect(answers.map((a) => a.status)).toEqual([201, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = await reviewsBy(ada, productId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 1, comment: 'Harsh, and I mean it.' });
    const after = await h.db.selectFrom('products').select('review_count').where('id', '=', productId).executeTakeFirstOrThrow();
    expect(after.review_count).toBe(before.review_count + 1);
    await expectAggregatesFollowReviews(productId);
  });

  test('an update moves the rating with it', async () => {
    const productId = freshProduct();
    await postReview(bea, productId, { rating: 1 });
    const changed = await postReview(bea, productId, { rating: 5, comment: 'Grew on me.' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ rating: 5, comment: 'Grew on me.', has_comment: true });
    await expectAggregatesFollowReviews(productId);
  });

  test('a review hidden by moderation stays hidden when its author posts again, and does not count', async () => {
    const productId = freshProduct();
    const first = (await postReview(ada, productId, { rating: 1 })).body;
    await h.db.updateTable('reviews').set({ hidden: 1 }).where('id', '=', first.id).execute();
    const again = await postReview(ada, productId, { rating: 1, comment: 'Let me back in.' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.id, hidden: true });
    await expectAggregatesFollowReviews(productId);
  });

  test('concurrent first reviews by one customer make exactly one review (unique customer + product)', async () => {
    const productId = freshProduct();
    const answers = await Promise.all([1, 2, 3, 4, 5, 1].map((rating) => postReview(bea, productId, { rating })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await reviewsBy(bea, productId)).toHaveLength(1);
    await expectAggregatesFollowReviews(productId);
  });

  test('a body naming another customer’s review or author changes only the poster’s own review', async () => {
    const productId = freshProduct();
    const adas = (await postReview(ada, productId, { rating: 4, comment: 'Mine.' })).body;
    const beas = await postReview(bea, productId, { rating: 1, comment: 'Overwritten?', id: adas.id, user_id: ada.id });
    expect(beas.status).toBe(201);
    expect(beas.body.id).not.toBe(adas.id);
    expect(beas.body.nickname).toBe('bea');
    expect(await reviewsBy(ada, productId)).toEqual([expect.objectContaining({ id: adas.id, rating: 4, comment: 'Mine.', nickname: 'ada' })]);
    expect(await reviewsBy(bea, productId)).toEqual([expect.objectContaining({ user_id: bea.id, rating: 1 })]);
  });

  // 000 §3 review record: the nickname is the name shown with the review; the form prefills the profile's.
  test.each([
    ['a nickname of their choosing', { nickname: '  Leaf Lover ' }, 'Leaf Lover'],
    ['no nickname', {}, 'ada'],
    ['a null nickname', { nickname: null }, 'ada'],
    ['a blank nickname', { nickname: '   ' }, 'ada'],
  ])('a review with %s is shown under the name it names, else the profile’s', async (_name, extra, shown) => {
    const productId = freshProduct();
    const { status, body } = await postReview(ada, productId, { rating: 4, ...extra });
    expect(status).toBe(201);
    expect(body.nickname).toBe(shown);
    expect(await reviewsBy(ada, productId)).toEqual([expect.objectContaining({ nickname: shown })]);
  });

  test('rewriting a review takes the new nickname, or the profile’s when none is given', async () => {
    const productId = freshProduct();
    await postReview(ada, productId, { rating: 4, nickname: 'First name' });
    expect((await postReview(ada, productId, { rating: 4, nickname: 'Second name' })).body.nickname).toBe('Second name');
    expect((await postReview(ada, productId, { rating: 4 })).body.nickname).toBe('ada');
  });

  test('a nickname over 50 characters is a 400 on nickname with the 001 §5 message, and stores nothing', async () => {
    const productId = freshProduct();
    const { status, body } = await postReview(ada, productId, { rating: 4, nickname: 'n'.repeat(51) });
    expect(status).toBe(400);
    expect(body.validations).toEqual({ nickname: ['Please use no more than 50 characters.'] });
    expect(await reviewsBy(ada, productId)).toEqual([]);
  });

  test('a review answers 401 without a session and stores nothing', async () => {
    const productId = freshProduct();
    const response = await catalogue.request(`/products/${productId}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-a-session' },
      body: JSON.stringify({ rating: 1 }),
    });
    expect(response.status).toBe(401);
    expect(await h.db.selectFrom('reviews').select('id').where('product_id', '=', productId).where('user_id', 'is not', null).execute()).toEqual([]);
  });

  test.each([
    ['no rating', {}],
    ['a null rating', { rating: null }],
    ['a rating of true', { rating: true }],
    ['a negative rating', { rating: -1 }],
    ['a comment that is not text', { rating: 5, comment: 5 }],
    ['a feeling over 40 characters', { rating: 5, feelings: ['x'.repeat(41)] }],
    ['a NUL in a feeling', { rating: 5, feelings: ['calm\u0000'] }],
    ['a nickname that is not text', { rating: 5, nickname: 5 }],
  ])('a review with %s is a 400 and stores nothing', async (_name, body) => {
    const productId = freshProduct();
    const { status, body: answer } = await postReview(ada, productId, body);
    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
    expect(await reviewsBy(ada, productId)).toEqual([]);
  });
});

describe('verified_purchase', () => {
  test('a review of a product the customer reserved is a verified purchase; of any other product it is not', async () => {
    const bought = freshProduct();
    const notBought = freshProduct();
    await buy(ada, bought);
    expect((await postReview(ada, bought, { rating: 5 })).body.verified_purchase).toBe(true);
    expect((await postReview(ada, notBought, { rating: 5 })).body.verified_purchase).toBe(false);
    // Someone else's reservation of the product verifies nobody else.
    expect((await postReview(bea, bought, { rating: 2 })).body.verified_purchase).toBe(false);
  });

  test('reviewing first and buying later: the updated review is verified', async () => {
    const productId = freshProduct();
    expect((await postReview(bea, productId, { rating: 3 })).body.verified_purchase).toBe(false);
    await buy(bea, productId);
    expect((await postReview(bea, productId, { rating: 4 })).body.verified_purchase).toBe(true);
  });

  test('a cancelled reservation verifies nothing', async () => {
    const productId = freshProduct();
    const reservationId = await buy(ada, productId);
    await h.db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', reservationId).execute();
    expect((await postReview(ada, productId, { rating: 5 })).body.verified_purchase).toBe(false);
  });

  test('the product’s review list carries the flag, false for reviews with no customer', async () => {
    const productId = freshProduct();
    await buy(bea, productId);
    const mine = (await postReview(bea, productId, { rating: 5 })).body;
    const listed = await (await catalogue.request(`/products/${productId}/reviews?per_page=100`)).json();
    for (const review of listed.reviews) expect(review.verified_purchase).toBe(review.id === mine.id);
  });
});
