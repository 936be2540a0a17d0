import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Migrator } from 'kysely';
import { migrateToLatest, migrations, openDatabase, type OpenedDatabase } from '../../../../demo-host/db';
import { seedDatabase } from '../../../../demo-host/seed';
import { createScratchDatabase } from '../commerce/harness';

// The one-review-per-customer migration over a database written before it: customers' repeated reviews
// (as the old POST made them) collapse to their newest, reviews with no customer (the seed's) all stay,
// the products' ratings follow, and reviews of reserved products are marked verified.

const MIGRATION = '0006_review_per_customer';

let opened: OpenedDatabase;
let cleanup: () => Promise<void>;
let ids: { ada: number; bea: number; p: number; q: number };
let anonymousBefore: number;

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12)).toISOString();

async function addUser(email: string): Promise<number> {
  const stamp = at(1);
  const row = await opened.db
    .insertInto('users')
    .values({
      email,
      password_hash: 'x',
      phone: null,
      first_name: null,
      last_name: null,
      nickname: email,
      birth_date: null,
      avatar: null,
      external_id: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A reservation as placeReservation stores it: the products are data.lines[].id. */
async function addReservation(userId: number, productIds: number[], status = 'placed'): Promise<void> {
  const stamp = at(1);
  const uuid = `00000000-0000-4000-8000-${String(userId).padStart(6, '0')}${String(productIds[0]).padStart(6, '0')}`;
  const cart = await opened.db
    .insertInto('carts')
    .values({
      uuid,
      store_id: 1,
      user_id: userId,
      status: 'checked_out',
      promo_code: null,
      delivery_address_json: null,
      user_group_special_id: null,
      app_mode: null,
      device_id: null,
      user_agent: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = productIds.map((id) => ({ id, price_id: 'gram', count: 1, name: 'x', brand: null, unit_price: 10, total: 10 }));
  await opened.db
    .insertInto('reservations')
    .values({
      uuid,
      cart_id: cart.id,
      store_id: 1,
      user_id: userId,
      reservation_mode: 'pickup',
      status,
      amount_cents: 1000,
      payment_method: 'cash',
      idempotency_key: null,
      created_at: stamp,
      updated_at: stamp,
      data: JSON.stringify({ store: { id: 1, name: 'x' }, lines }),
    })
    .execute();
}

async function addReview(userId: number | null, target: { product_id?: number; store_id?: number }, rating: number, createdAt: string): Promise<number> {
  const row = await opened.db
    .insertInto('reviews')
    .values({
      product_id: target.product_id ?? null,
      store_id: target.store_id ?? null,
      user_id: userId,
      rating,
      comment: null,
      nickname: 'n',
      avatar: null,
      feelings_json: '[]',
      activities_json: '[]',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const reviewsOf = (userId: number, productId: number) =>
  opened.db.selectFrom('reviews').selectAll().where('user_id', '=', userId).where('product_id', '=', productId).orderBy('id').execute();

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'canopy-review-migration-'));
  const scratch = url ? await createScratchDatabase(url) : null;
  cleanup = async () => {
    await opened?.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  opened = await openDatabase({ dataDir: dir, databaseUrl: scratch?.url, migrate: false });
  const names = Object.keys(migrations(opened.dialect));
  expect(names, 'the migration is registered').toContain(MIGRATION);
  const before = names[names.indexOf(MIGRATION) - 1];
  const { error } = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations(opened.dialect) } }).migrateTo(before);
  if (error) throw error;
  await seedDatabase(opened.db, { stores: 2, products: 100 });

  const [p, q] = (await opened.db.selectFrom('menu_products').select('product_id').where('store_id', '=', 1).orderBy('product_id').limit(2).execute()).map((r) => r.product_id);
  ids = { ada: await addUser('ada@example.com'), bea: await addUser('bea@example.com'), p, q };
  anonymousBefore = Number(
    (
      await opened.db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
  await addReservation(ids.ada, [p]);
  await addReservation(ids.bea, [q], 'cancelled');
  // The red team's pile-on: three one-star reviews, then a change of heart (the newest).
  await addReview(ids.ada, { product_id: p }, 1, at(2));
  await addReview(ids.ada, { product_id: p }, 1, at(3));
  await addReview(ids.ada, { product_id: p }, 1, at(4));
  await addReview(ids.ada, { product_id: p }, 5, at(5));
  // Two at the same instant: the later id is the newer.
  await addReview(ids.ada, { product_id: q }, 2, at(6));
  await addReview(ids.ada, { product_id: q }, 3, at(6));
  await addReview(ids.bea, { product_id: p }, 4, at(2));
  await addReview(ids.bea, { product_id: q }, 4, at(2));
  // Store reviews carry no product: not the per-product rule's business.
  await addReview(ids.ada, { store_id: 1 }, 2, at(2));
  await addReview(ids.ada, { store_id: 1 }, 3, at(3));

  await migrateToLatest(opened.db, opened.dialect);
}, 60_000);
afterAll(() => cleanup?.());

describe(`migration ${MIGRATION}`, () => {
  test('a customer’s repeated reviews of a product collapse to the newest', async () => {
    expect((await reviewsOf(ids.ada, ids.p)).map((r) => r.rating)).toEqual([5]);
    const sameInstant = await reviewsOf(ids.ada, ids.q);
    expect(sameInstant.map((r) => r.rating)).toEqual([3]);
  });

  test('other customers’ reviews, store reviews and reviews with no customer all stay', async () => {
    expect(await reviewsOf(ids.bea, ids.p)).toHaveLength(1);
    const storeReviews = await opened.db.selectFrom('reviews').select('id').where('user_id', '=', ids.ada).where('product_id', 'is', null).execute();
    expect(storeReviews).toHaveLength(2);
    const anonymous = await opened.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(anonymous.n)).toBe(anonymousBefore);
  });

  test.each(['p', 'q'] as const)('product %s’s rating and review count follow the reviews that remain', async (key) => {
    const id = ids[key];
    const visible = await opened.db.selectFrom('reviews').select('rating').where('product_id', '=', id).where('hidden', '=', 0).execute();
    const product = await opened.db.selectFrom('products').select(['aggregate_rating', 'review_count']).where('id', '=', id).executeTakeFirstOrThrow();
    const mean = visible.reduce((sum, r) => sum + r.rating, 0) / visible.length;
    expect(product).toEqual({ aggregate_rating: Math.round(mean * 10) / 10, review_count: visible.length });
  });

  test('reviews of products the customer reserved (not cancelled) are marked verified', async () => {
    const flag = async (userId: number, productId: number) => (await reviewsOf(userId, productId)).map((r) => Number(r.verified_purchase));
    expect(await flag(ids.ada, ids.p)).toEqual([1]);
    expect(await flag(ids.ada, ids.q)).toEqual([0]);
    expect(await flag(ids.bea, ids.p)).toEqual([0]);
    expect(await flag(ids.bea, ids.q)).toEqual([0]);
  });

  test('the database refuses a second review by one customer of one product', async () => {
    await expect(addReview(ids.bea, { product_id: ids.p }, 1, at(9))).rejects.toThrow(/unique|duplicate/i);
  });
});
