import * as v from 'valibot';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Hono } from 'hono';
import type { Selectable } from 'kysely';
import type { Database, MenuProductsTable } from '../../db';
import { currencyForCountry, DEFAULT_CURRENCY, type Currency } from '../../../shared/money';
import { KINDS, LINEAGES, WEIGHT_IDS } from '../../../shared/types';
import type { Product } from '../../../shared/types';
import type { ApiContext } from '../context';
import { requireStoreExists } from '../data/findStore';
import { productRows } from '../data/loadMenuProducts';
import { Id, IdParams, notFound, Page, paging, parseParams, parseQuery, PerPage } from '../../http';
import { textSchema } from '../../../shared/schemas';
import { dollars, productToWire } from '../wire';
import type { StorePreFilters } from '../../../shared/search/storePreFilters';
import { STORE_PRE_FILTER_ENTRIES, STORE_PRE_FILTER_LISTS } from './preFilterSchema';

const ProductQuery = v.object({ store_id: v.optional(Id) });

// 000 §2 pre-filters: brand (names), category (lineages), store_id and store_type (the stores whose products are
// listed), and hard, which only names the locked ones; brand_id stays for the brand page.
const ProductsQuery = v.object({
  query: v.optional(textSchema(200)),
  brand_id: v.optional(Id),
  brand: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(100, 'each value must be at most 100 characters'))), v.maxLength(50, 'at most 50 values'))),
  kind: v.optional(v.pipe(v.array(v.picklist(KINDS, `each value must be one of ${KINDS.join(', ')}`)), v.maxLength(20))),
  category: v.optional(v.pipe(v.array(v.picklist(LINEAGES, `each value must be one of ${LINEAGES.join(', ')}`)), v.maxLength(20))),
  ...STORE_PRE_FILTER_ENTRIES,
  page: v.optional(Page),
  per_page: v.optional(PerPage(100)),
});
const PRODUCTS_LISTS = ['kind', 'category', 'brand', ...STORE_PRE_FILTER_LISTS];

/** Escapes LIKE wildcards so a search for "100%" means the text, not a pattern. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A store's offer of a product: its prices per weight there (000 §4: only weights with a price). */
export interface StoreOffer {
  store_id: number;
  store_name: string;
  store_slug: string;
  city: string;
  state: string;
  /** The store's country: its prices are in that country's currency (000 §5). */
  country_code: string;
  [price: `price_${string}` | `discounted_price_${string}`]: number | null;
}

/** Menu rows (as `m`, their store as `s`) of the stores that pass the 000 §2 store pre-filters. */
function inStores<QB extends SelectQueryBuilder<Database & { m: Database['menu_products']; s: Database['stores'] }, 'm' | 's', object>>(qb: QB, stores: StorePreFilters): QB {
  let query = qb;
  if (stores.store_id?.length) query = query.where('m.store_id', 'in', [...stores.store_id]) as QB;
  if (stores.store_type?.length) query = query.where((eb) => eb.or(stores.store_type!.map((type) => eb(`s.${type}`, '=', 1)))) as QB;
  return query;
}

interface ProductOffers {
  offers: StoreOffer[];
  /** The lowest price over the stores of one currency (lowestOffer), in cents, and that currency. */
  lowest: number | null;
  currency: Currency;
}

/**
 * 000 §5 country to currency: amounts of different currencies do not compare, so a product's lowest price is taken
 * over its US stores where it has one (US dollars, the default currency), else over the stores that sell it.
 */
function lowestOffer(rows: readonly { country_code: string; lowest_price_cents: number | null }[]): { lowest: number | null; currency: Currency } {
  const us = rows.filter((row) => currencyForCountry(row.country_code) === DEFAULT_CURRENCY);
  const chosen = us.length > 0 ? us : rows;
  const prices = chosen.map((row) => row.lowest_price_cents).filter((cents): cents is number => cents !== null);
  return { lowest: prices.length > 0 ? Math.min(...prices) : null, currency: us.length > 0 ? DEFAULT_CURRENCY : currencyForCountry(chosen[0]?.country_code) };
}

async function offersFor(db: Kysely<Database>, productIds: number[], stores: StorePreFilters = {}): Promise<Map<number, ProductOffers>> {
  const byProduct = new Map<number, ProductOffers>();
  if (productIds.length === 0) return byProduct;
  const rows = await inStores(
    db
      .selectFrom('menu_products as m')
      .innerJoin('stores as s', 's.id', 'm.store_id')
      .selectAll('m')
      .select(['s.name as store_name', 's.url_slug as store_slug', 's.city as city', 's.state as state', 's.country_code as country_code'])
      .where('m.product_id', 'in', productIds)
      .where('m.visible', '=', 1),
    stores,
  )
    .orderBy('m.store_id')
    .execute();
  const rowsOf = new Map<number, OfferRow[]>();
  for (const row of rows) rowsOf.set(row.product_id, [...(rowsOf.get(row.product_id) ?? []), row]);
  for (const [productId, productRows] of rowsOf) byProduct.set(productId, { offers: productRows.map(offerOf), ...lowestOffer(productRows) });
  return byProduct;
}

type OfferRow = Selectable<MenuProductsTable> & { store_name: string; store_slug: string; city: string; state: string; country_code: string };

/** One store's offer of a product: the store, and its prices of each weight in its own currency. */
function offerOf(row: OfferRow): StoreOffer {
  const offer: StoreOffer = { store_id: row.store_id, store_name: row.store_name, store_slug: row.store_slug, city: row.city, state: row.state, country_code: row.country_code };
  for (const w of WEIGHT_IDS) {
    if (row[`price_${w}`] === null) continue;
    offer[`price_${w}`] = dollars(row[`price_${w}`]);
    offer[`discounted_price_${w}`] = dollars(row[`discounted_price_${w}`]);
  }
  return offer;
}

export function productsRoutes(app: Hono, ctx: ApiContext): void {
  // 001 §7: GET /products/{id} (store_id): the menu product of that store, or the product itself.
  app.get('/products/:id', async (c) => {
    const { id } = parseParams(c, IdParams);
    const { store_id } = parseQuery(c, ProductQuery);
    if (store_id !== undefined) {
      const index = await ctx.menus.get(store_id);
      const json = (await index.records.json([id])).get(id);
      if (json === undefined) throw notFound(`product in store ${store_id}`, id);
      return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
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
      .select(['s.id as store_id', 's.name as store_name', 's.url_slug as store_slug', 's.country_code as country_code'])
      .where('m.product_id', '=', id)
      .where('m.visible', '=', 1)
      .orderBy('s.id')
      .execute();
    const stores = [];
    for (const carrier of carriers) {
      const index = await ctx.menus.get(carrier.store_id);
      const menuProduct = (await index.records.products([id])).get(id);
      if (menuProduct !== undefined) stores.push({ ...carrier, menu_product: menuProduct });
    }
    const lowest = (await offersFor(ctx.db, [id])).get(id)?.lowest ?? null;
    return c.json({ product: productToWire(row, lowest), stores });
  });

  // GET /products across stores: each product with the stores that carry it and their prices.
  app.get('/products', async (c) => {
    const q = parseQuery(c, ProductsQuery, PRODUCTS_LISTS);
    const { page, per_page, offset } = paging(q, 24);
    // One store asked for by id must exist (a 404 says so); a list of them is a filter like the others.
    if (q.store_id?.length === 1) await requireStoreExists(ctx.db, q.store_id[0]);
    const stores: StorePreFilters = { store_id: q.store_id, store_type: q.store_type };
    let query = productRows(ctx.db).where((eb) =>
      eb.exists(
        inStores(
          eb.selectFrom('menu_products as m').innerJoin('stores as s', 's.id', 'm.store_id').select('m.id').whereRef('m.product_id', '=', 'p.id').where('m.visible', '=', 1),
          stores,
        ),
      ),
    );
    if (q.brand_id !== undefined) query = query.where('p.brand_id', '=', q.brand_id);
    if (q.brand?.length) {
      const names = q.brand.map((name) => name.toLowerCase());
      query = query.where((eb) => eb(eb.fn('lower', ['b.name']), 'in', names));
    }
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
      stores,
    );
    const products: (Product & { lowest_available_currency: Currency; stores: StoreOffer[] })[] = rows.map((row) => {
      const entry = offers.get(row.id);
      return { ...productToWire(row, entry?.lowest ?? null), lowest_available_currency: entry?.currency ?? DEFAULT_CURRENCY, stores: entry?.offers ?? [] };
    });
    return c.json({ products, nb_hits: Number(count), page, per_page });
  });
}
