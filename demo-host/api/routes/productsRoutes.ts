import * as v from 'valibot';
import { sql, type Kysely } from 'kysely';
import type { Hono } from 'hono';
import type { Database } from '../../db';
import { KINDS, LINEAGES, WEIGHT_IDS } from '../../../shared/types';
import type { Product } from '../../../shared/types';
import type { ApiContext } from '../context';
import { requireStoreExists } from '../data/findStore';
import { productRows } from '../data/loadMenuProducts';
import { Id, IdParams, notFound, Page, paging, parseParams, parseQuery, PerPage } from '../../http';
import { textSchema } from '../../../shared/schemas';
import { dollars, productToWire } from '../wire';

const ProductQuery = v.object({ store_id: v.optional(Id) });

const ProductsQuery = v.object({
  query: v.optional(textSchema(200)),
  brand_id: v.optional(Id),
  store_id: v.optional(Id),
  kind: v.optional(v.pipe(v.array(v.picklist(KINDS, `each value must be one of ${KINDS.join(', ')}`)), v.maxLength(20))),
  category: v.optional(v.pipe(v.array(v.picklist(LINEAGES, `each value must be one of ${LINEAGES.join(', ')}`)), v.maxLength(20))),
  page: v.optional(Page),
  per_page: v.optional(PerPage(100)),
});

/** Escapes LIKE wildcards so a search for "100%" means the text, not a pattern. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A store's offer of a product: its prices per weight there (000 §4: only weights with a price). */
export interface StoreOffer {
  store_id: number;
  store_name: string;
  store_slug: string;
  city: string;
  state: string;
  [price: `price_${string}` | `discounted_price_${string}`]: number | null;
}

async function offersFor(db: Kysely<Database>, productIds: number[]): Promise<Map<number, { offers: StoreOffer[]; lowest: number | null }>> {
  const byProduct = new Map<number, { offers: StoreOffer[]; lowest: number | null }>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('menu_products as m')
    .innerJoin('stores as s', 's.id', 'm.store_id')
    .selectAll('m')
    .select(['s.name as store_name', 's.url_slug as store_slug', 's.city as city', 's.state as state'])
    .where('m.product_id', 'in', productIds)
    .where('m.visible', '=', 1)
    .orderBy('m.store_id')
    .execute();
  for (const row of rows) {
    const entry = byProduct.get(row.product_id) ?? { offers: [], lowest: null };
    const offer: StoreOffer = { store_id: row.store_id, store_name: row.store_name, store_slug: row.store_slug, city: row.city, state: row.state };
    for (const w of WEIGHT_IDS) {
      if (row[`price_${w}`] === null) continue;
      offer[`price_${w}`] = dollars(row[`price_${w}`]);
      offer[`discounted_price_${w}`] = dollars(row[`discounted_price_${w}`]);
    }
    entry.offers.push(offer);
    if (row.lowest_price_cents !== null && (entry.lowest === null || row.lowest_price_cents < entry.lowest)) entry.lowest = row.lowest_price_cents;
    byProduct.set(row.product_id, entry);
  }
  return byProduct;
}

export function productsRoutes(app: Hono, ctx: ApiContext): void {
  // 001 §7: GET /products/{id} (store_id): the menu product of that store, or the product itself.
  app.get('/products/:id', async (c) => {
    const { id } = parseParams(c, IdParams);
    const { store_id } = parseQuery(c, ProductQuery);
    if (store_id !== undefined) {
      const index = await ctx.menus.get(store_id);
      const position = index.positionOf.get(id);
      if (position === undefined) throw notFound(`product in store ${store_id}`, id);
      return c.json(index.products[position]);
    }
    const row = await productRows(ctx.db).where('p.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('product', id);
    const offers = (await offersFor(ctx.db, [id])).get(id);
    return c.json(productToWire(row, offers?.lowest ?? null));
  });

  // 000 §4 product-in-stores view: the stores that carry a product, each with its menu product.
  app.get('/products/:id/stores', async (c) => {
    const { id } = parseParams(c, IdParams);
    const row = await productRows(ctx.db).where('p.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('product', id);
    const carriers = await ctx.db
      .selectFrom('menu_products as m')
      .innerJoin('stores as s', 's.id', 'm.store_id')
      .select(['s.id as store_id', 's.name as store_name', 's.url_slug as store_slug'])
      .where('m.product_id', '=', id)
      .where('m.visible', '=', 1)
      .orderBy('s.id')
      .execute();
    const stores = [];
    for (const carrier of carriers) {
      const index = await ctx.menus.get(carrier.store_id);
      const position = index.positionOf.get(id);
      if (position !== undefined) stores.push({ ...carrier, menu_product: index.products[position] });
    }
    const lowest = (await offersFor(ctx.db, [id])).get(id)?.lowest ?? null;
    return c.json({ product: productToWire(row, lowest), stores });
  });

  // GET /products across stores: each product with the stores that carry it and their prices.
  app.get('/products', async (c) => {
    const q = parseQuery(c, ProductsQuery, ['kind', 'category']);
    const { page, per_page, offset } = paging(q, 24);
    if (q.store_id !== undefined) await requireStoreExists(ctx.db, q.store_id);
    let query = productRows(ctx.db).where((eb) =>
      eb.exists(
        eb
          .selectFrom('menu_products as m')
          .select('m.id')
          .whereRef('m.product_id', '=', 'p.id')
          .where('m.visible', '=', 1)
          .$if(q.store_id !== undefined, (qb) => qb.where('m.store_id', '=', q.store_id!)),
      ),
    );
    if (q.brand_id !== undefined) query = query.where('p.brand_id', '=', q.brand_id);
    if (q.kind?.length) query = query.where('p.kind', 'in', q.kind);
    if (q.category?.length) query = query.where('p.category', 'in', q.category);
    if (q.query) {
      const pattern = likePattern(q.query);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(p.name) like ${pattern} escape '\\'`,
          sql<boolean>`lower(coalesce(b.name, '')) like ${pattern} escape '\\'`,
          sql<boolean>`lower(p.description) like ${pattern} escape '\\'`,
        ]),
      );
    }
    const [{ count }] = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .execute();
    const rows = await query.orderBy('p.name').orderBy('p.id').limit(per_page).offset(offset).execute();
    const offers = await offersFor(
      ctx.db,
      rows.map((r) => r.id),
    );
    const products: (Product & { stores: StoreOffer[] })[] = rows.map((row) => {
      const entry = offers.get(row.id);
      return { ...productToWire(row, entry?.lowest ?? null), stores: entry?.offers ?? [] };
    });
    return c.json({ products, nb_hits: Number(count), page, per_page });
  });
}
