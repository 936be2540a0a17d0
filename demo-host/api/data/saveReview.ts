import type { Kysely, Selectable } from 'kysely';
import type { Database, Dialect, ReviewsTable } from '../../db';
import { fromJson } from '../../db';
import type { ReservationData } from '../../commerce/checkout/placeReservation';
import type { ReviewBody } from '../../../shared/schemas';
import { notFound } from '../../http';
import { productChanged } from '../../search';

export interface SavedReview {
  review: Selectable<ReviewsTable>;
  /** false when the customer's earlier review of the product was rewritten. */
  created: boolean;
}

interface SaveDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => Date;
}

/**
 * Whether the customer reserved the product: one of their reservations lists it (data.lines[].id, as
 * checkout writes it), and that reservation was not cancelled (DESIGN §1.7 reservation statuses).
 */
export async function hasReserved(db: Kysely<Database>, userId: number, productId: number): Promise<boolean> {
  const rows = await db.selectFrom('reservations').select('data').where('user_id', '=', userId).where('status', '<>', 'cancelled').execute();
  return rows.some((row) => fromJson<Partial<ReservationData>>(row.data, {}).lines?.some((line) => line.id === productId) === true);
}

// The product's rating is the mean of its visible reviews to one decimal; none visible, no rating.
async function recountRating(db: Kysely<Database>, productId: number): Promise<void> {
  const summary = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.avg<number | string>('rating').as('rating'), eb.fn.countAll<number | string>().as('count')])
    .where('product_id', '=', productId)
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  const count = Number(summary.count);
  const rating = count === 0 ? null : Math.round(Number(summary.rating) * 10) / 10;
  await db.updateTable('products').set({ aggregate_rating: rating, review_count: count }).where('id', '=', productId).execute();
}

/**
 * A signed-in customer's review of a product. One per customer and product: the first post inserts it, a later
 * one rewrites it in place (rating, text, tags, the name it is shown under, date), keeping its id, upvotes and
 * moderation. That name is the body's nickname, else the author's current profile name. The unique index
 * reviews_customer_product makes concurrent first posts one review. The product's rating and review count follow
 * in the same transaction, and so does the change every host process's menu index hears of (productChanged).
 */
export async function saveReview(deps: SaveDeps, userId: number, productId: number, body: ReviewBody): Promise<SavedReview> {
  const user = await deps.db.selectFrom('users').select(['nickname', 'first_name', 'avatar']).where('id', '=', userId).executeTakeFirst();
  return deps.db.transaction().execute(async (trx) => {
    // Locked on PostgreSQL so concurrent reviews of one product recount its rating one after the other.
    let product = trx.selectFrom('products').select('id').where('id', '=', productId);
    if (deps.dialect === 'postgres') product = product.forUpdate();
    if (!(await product.executeTakeFirst())) throw notFound('product', productId);
    const written = {
      rating: body.rating,
      comment: body.comment ? body.comment : null,
      nickname: body.nickname || (user?.nickname ?? user?.first_name ?? 'Shopper'),
      avatar: user?.avatar ?? null,
      feelings_json: JSON.stringify(body.feelings ?? []),
      activities_json: JSON.stringify(body.activities ?? []),
      verified_purchase: (await hasReserved(trx, userId, productId)) ? 1 : 0,
      created_at: deps.now().toISOString(),
    } as const;
    const inserted = await trx
      .insertInto('reviews')
      .values({ ...written, product_id: productId, store_id: null, user_id: userId, upvote_count: 0, hidden: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    const review =
      inserted ?? (await trx.updateTable('reviews').set(written).where('user_id', '=', userId).where('product_id', '=', productId).returningAll().executeTakeFirstOrThrow());
    await recountRating(trx, productId);
    // Only this product's rating and review count moved: every host process's menu index re-reads it alone.
    await productChanged(trx, productId);
    return { review, created: inserted !== undefined };
  });
}
