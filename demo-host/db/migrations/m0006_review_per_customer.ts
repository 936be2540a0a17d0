import { sql, type Kysely, type Migration } from 'kysely';

// One review per customer and product, so a customer's rating counts once however often they post (POST
// /products/{id}/reviews updates their review instead). Reviews with no customer (the seed's) and store
// reviews (no product) are not covered: a unique index treats NULLs as distinct on both databases.
// Self-contained on purpose (a migration must not change when the code it once matched does).

const NEWER_REVIEW_OF_SAME_PAIR = sql<boolean>`exists (
  select 1 from reviews newer
  where newer.user_id = reviews.user_id and newer.product_id = reviews.product_id
    and (newer.created_at > reviews.created_at or (newer.created_at = reviews.created_at and newer.id > reviews.id))
)`;

/** The products on which some customer has more than one review: their ratings move when those collapse. */
async function productsWithRepeatedReviews(db: Kysely<any>): Promise<number[]> {
  const rows = await db
    .selectFrom('reviews')
    .select('product_id')
    .where('user_id', 'is not', null)
    .where('product_id', 'is not', null)
    .groupBy(['user_id', 'product_id'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return [...new Set(rows.map((r) => Number(r.product_id)))];
}

// As the review route keeps them: the mean of the visible ratings to one decimal, and their count.
async function recomputeRating(db: Kysely<any>, productId: number): Promise<void> {
  const { rating, count } = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.avg('rating').as('rating'), eb.fn.countAll().as('count')])
    .where('product_id', '=', productId)
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  const aggregate = Number(count) === 0 ? null : Math.round(Number(rating) * 10) / 10;
  await db
    .updateTable('products')
    .set({ aggregate_rating: aggregate, review_count: Number(count) })
    .where('id', '=', productId)
    .execute();
}

// A purchase is a reservation that was not cancelled listing the product (reservations.data.lines[].id, as
// checkout writes it).
async function markVerifiedPurchases(db: Kysely<any>): Promise<void> {
  const reservations = await db.selectFrom('reservations').select(['user_id', 'data']).where('user_id', 'is not', null).where('status', '<>', 'cancelled').execute();
  const bought = new Map<number, Set<number>>();
  for (const { user_id, data } of reservations) {
    let lines: unknown;
    try {
      lines = (JSON.parse(data) as { lines?: unknown }).lines;
    } catch {
      continue;
    }
    if (!Array.isArray(lines)) continue;
    const products = bought.get(Number(user_id)) ?? new Set<number>();
    for (const line of lines) if (typeof line?.id === 'number') products.add(line.id);
    bought.set(Number(user_id), products);
  }
  for (const [userId, productIds] of bought) {
    await db
      .updateTable('reviews')
      .set({ verified_purchase: 1 })
      .where('user_id', '=', userId)
      .where('product_id', 'in', [...productIds])
      .execute();
  }
}

export function reviewPerCustomerMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('reviews')
        .addColumn('verified_purchase', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      const touched = await productsWithRepeatedReviews(db);
      // Keep each customer's newest review of a product (the latest id among equal times).
      await db.deleteFrom('reviews').where('user_id', 'is not', null).where('product_id', 'is not', null).where(NEWER_REVIEW_OF_SAME_PAIR).execute();
      for (const productId of touched) await recomputeRating(db, productId);
      await db.schema.createIndex('reviews_customer_product').on('reviews').columns(['user_id', 'product_id']).unique().execute();
      await markVerifiedPurchases(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('reviews_customer_product').execute();
      await db.schema.alterTable('reviews').dropColumn('verified_purchase').execute();
    },
  };
}
