import * as v from 'valibot';
import type { Hono } from 'hono';
import { invalidateStore } from '../../search';
import type { ApiContext } from '../context';
import { requireStoreExists } from '../data/findStore';
import { ApiError, notFound } from '../ApiError';
import { IdParams, Page, PerPage, paging } from '../params';
import { parseBody, parseParams, parseQuery } from '../validate';
import { reviewToWire } from '../wire';
import { ReviewBodySchema } from '../../../shared/schemas';

const ReviewsQuery = v.object({ page: v.optional(Page), per_page: v.optional(PerPage(100)) });

function reviewsPage(ctx: ApiContext, column: 'product_id' | 'store_id', id: number, q: v.InferOutput<typeof ReviewsQuery>) {
  const { page, per_page, offset } = paging(q, 20);
  const base = ctx.db.selectFrom('reviews').where(column, '=', id).where('hidden', '=', 0);
  return Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(per_page).offset(offset).execute(),
  ]).then(([{ count }, rows]) => ({ reviews: rows.map(reviewToWire), nb_hits: Number(count), page, per_page }));
}

export function reviewsRoutes(app: Hono, ctx: ApiContext): void {
  app.get('/stores/:id/reviews', async (c) => {
    const { id } = parseParams(c, IdParams);
    const q = parseQuery(c, ReviewsQuery);
    await requireStoreExists(ctx.db, id);
    return c.json(await reviewsPage(ctx, 'store_id', id, q));
  });

  app.get('/products/:id/reviews', async (c) => {
    const { id } = parseParams(c, IdParams);
    const q = parseQuery(c, ReviewsQuery);
    const product = await ctx.db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
    if (!product) throw notFound('product', id);
    return c.json(await reviewsPage(ctx, 'product_id', id, q));
  });

  // Signed-in shoppers only; the product's rating and review count move with it.
  app.post('/products/:id/reviews', async (c) => {
    const { id } = parseParams(c, IdParams);
    const userId = await ctx.authenticate(c);
    if (userId === null) throw new ApiError('unauthorized', 'Sign in to write a review');
    const body = await parseBody(c, ReviewBodySchema);
    const product = await ctx.db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
    if (!product) throw notFound('product', id);
    if (body.store_id !== undefined) await requireStoreExists(ctx.db, body.store_id);
    const user = await ctx.db.selectFrom('users').select(['nickname', 'first_name', 'avatar']).where('id', '=', userId).executeTakeFirst();
    const comment = body.comment ? body.comment : null;
    // The author comes from the session, never from the body (shared/schemas ReviewBodySchema).
    const review = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('reviews')
        .values({
          product_id: id,
          store_id: null,
          user_id: userId,
          rating: body.rating,
          comment,
          nickname: user?.nickname ?? user?.first_name ?? 'Shopper',
          avatar: user?.avatar ?? null,
          feelings_json: JSON.stringify(body.feelings ?? []),
          activities_json: JSON.stringify(body.activities ?? []),
          upvote_count: 0,
          hidden: 0,
          created_at: ctx.now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const summary = await trx
        .selectFrom('reviews')
        .select((eb) => [eb.fn.avg<number>('rating').as('rating'), eb.fn.countAll<number>().as('count')])
        .where('product_id', '=', id)
        .where('hidden', '=', 0)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('products')
        .set({ aggregate_rating: Math.round(Number(summary.rating) * 10) / 10, review_count: Number(summary.count) })
        .where('id', '=', id)
        .execute();
      return inserted;
    });
    const stores = await ctx.db.selectFrom('menu_products').select('store_id').where('product_id', '=', id).execute();
    for (const { store_id } of stores) invalidateStore(store_id);
    return c.json(reviewToWire(review), 201);
  });
}
