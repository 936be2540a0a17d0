import * as v from 'valibot';
import type { Hono } from 'hono';
import type { ApiContext } from '../context';
import { requireStoreExists } from '../data/findStore';
import { ApiError, IdParams, notFound, Page, paging, parseBody, parseParams, parseQuery, PerPage } from '../../http';
import { saveReview } from '../data/saveReview';
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

  // Signed-in shoppers only, one review each per product: a repeat rewrites theirs (200) rather than adding one
  // (201). The author is the session's user, never the body's (shared/schemas ReviewBodySchema drops unknown keys);
  // the body's nickname is only the name the review is shown under.
  app.post('/products/:id/reviews', async (c) => {
    const { id } = parseParams(c, IdParams);
    const userId = await ctx.authenticate(c);
    if (userId === null) throw new ApiError('unauthorized', 'Sign in to write a review');
    const body = await parseBody(c, ReviewBodySchema);
    if (body.store_id !== undefined) await requireStoreExists(ctx.db, body.store_id);
    const { review, created } = await saveReview(ctx, userId, id, body);
    return c.json(reviewToWire(review), created ? 201 : 200);
  });
}
