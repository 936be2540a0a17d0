import * as v from 'valibot';
import { sql } from 'kysely';
import type { Hono } from 'hono';
import { APP_MODES, KINDS, LINEAGES } from '../../../shared/types';
import type { BrandSpecial, Store } from '../../../shared/types';
import { contextAllows, isLive } from '../../../shared/pricing/eligibility';
import { LIST_FACETS } from '../../search';
import type { ApiContext } from '../context';
import { requireStore } from '../data/findStore';
import { Id, IdParams, notFound, Page, paging, parseParams, parseQuery, PerPage } from '../../http';
import { textSchema } from '../../../shared/schemas';
import { brandSpecialToWire, brandToWire } from '../wire';

const BrandsQuery = v.object({
  query: v.optional(textSchema(100)),
  store_id: v.optional(Id),
  page: v.optional(Page),
  per_page: v.optional(PerPage(200)),
});
const StoreScope = v.object({ store_id: v.optional(Id) });
const BrandSpecialsQuery = v.object({
  store_id: v.optional(Id),
  brand_id: v.optional(Id),
  app_mode: v.optional(v.picklist(APP_MODES, `must be one of ${APP_MODES.join(', ')}`)),
});

/**
 * Brand specials a shopper may see now: live (enabled, in window, not excluded in this app mode), allowed
 * for the store's state and id when a store is given, and for the user's segments (000 §5).
 */
async function visibleBrandSpecials(ctx: ApiContext, options: { store: Store | null; brandId?: number; appMode: string; segments: number[] }): Promise<BrandSpecial[]> {
  const now = ctx.now();
  let query = ctx.db.selectFrom('brand_specials as s').innerJoin('brands as b', 'b.id', 's.brand_id').selectAll('s').select('b.name as brand_name');
  if (options.brandId !== undefined) query = query.where('s.brand_id', '=', options.brandId);
  const rows = await query.orderBy('s.id').execute();
  const context = {
    now,
    app_mode: options.appMode,
    store_id: options.store?.id ?? -1,
    store_state: options.store?.state ?? null,
    user_segment_ids: options.segments,
  };
  return rows
    .map((row) => brandSpecialToWire(row, row.brand_name, now))
    .filter((special) => isLive(special, context))
    .filter((special) => {
      if (options.store) return contextAllows(special.rules, context);
      // Without a store, only the segment rules apply (000 §5).
      return contextAllows({ include: { ...special.rules.include, states: [], store_ids: [] }, exclude: { ...special.rules.exclude, states: [], store_ids: [] } }, context);
    });
}

async function productCounts(ctx: ApiContext, storeId: number | undefined): Promise<Map<number, number>> {
  const rows =
    storeId === undefined
      ? await ctx.db
          .selectFrom('products')
          .select(['brand_id', (eb) => eb.fn.countAll<number>().as('count')])
          .where('brand_id', 'is not', null)
          .groupBy('brand_id')
          .execute()
      : await ctx.db
          .selectFrom('menu_products as m')
          .innerJoin('products as p', 'p.id', 'm.product_id')
          .select(['p.brand_id as brand_id', (eb) => eb.fn.countAll<number>().as('count')])
          .where('m.store_id', '=', storeId)
          .where('m.visible', '=', 1)
          .groupBy('p.brand_id')
          .execute();
  return new Map(rows.filter((r) => r.brand_id !== null).map((r) => [r.brand_id!, Number(r.count)]));
}

export function brandsRoutes(app: Hono, ctx: ApiContext): void {
  app.get('/brands', async (c) => {
    const q = parseQuery(c, BrandsQuery);
    const { page, per_page, offset } = paging(q, 50);
    const store = q.store_id === undefined ? null : await requireStore(ctx.db, q.store_id);
    const counts = await productCounts(ctx, q.store_id);
    let query = ctx.db.selectFrom('brands').selectAll();
    if (q.query) query = query.where(sql<boolean>`lower(name) like ${`%${q.query.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`);
    let rows = await query.orderBy('rank').orderBy('name').orderBy('id').execute();
    // In a store, only the brands it carries.
    if (store) rows = rows.filter((row) => counts.has(row.id));
    const specials = await visibleBrandSpecials(ctx, { store, appMode: 'default', segments: [] });
    const withSpecial = new Set(specials.map((s) => s.product_brand_id));
    const brands = rows.slice(offset, offset + per_page).map((row) => brandToWire(row, counts.get(row.id) ?? 0, withSpecial.has(row.id)));
    return c.json({ brands, nb_hits: rows.length, page, per_page });
  });

  app.get('/brands/:id', async (c) => {
    const { id } = parseParams(c, IdParams);
    const { store_id } = parseQuery(c, StoreScope);
    const store = store_id === undefined ? null : await requireStore(ctx.db, store_id);
    const row = await ctx.db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('brand', id);
    const counts = await productCounts(ctx, store_id);
    const specials = await visibleBrandSpecials(ctx, { store, brandId: id, appMode: 'default', segments: [] });
    return c.json({ brand: brandToWire(row, counts.get(id) ?? 0, specials.length > 0) });
  });

  // 000 §5: the brand specials visible to this shopper (segments of the signed-in user, if any).
  app.get('/brand_specials', async (c) => {
    const q = parseQuery(c, BrandSpecialsQuery);
    const store = q.store_id === undefined ? null : await requireStore(ctx.db, q.store_id);
    if (q.brand_id !== undefined) {
      const brand = await ctx.db.selectFrom('brands').select('id').where('id', '=', q.brand_id).executeTakeFirst();
      if (!brand) throw notFound('brand', q.brand_id);
    }
    const segments = await ctx.userSegments(await ctx.authenticate(c));
    const brand_specials = await visibleBrandSpecials(ctx, { store, brandId: q.brand_id, appMode: q.app_mode ?? 'default', segments });
    return c.json({ brand_specials });
  });

  // Categories: the kinds and lineages of 000 §3 with their product counts (in a store, its visible menu).
  app.get('/categories', async (c) => {
    const { store_id } = parseQuery(c, StoreScope);
    const counts = { kind: new Map<string, number>(), lineage: new Map<string, number>() };
    if (store_id !== undefined) {
      const index = await ctx.menus.get(store_id);
      for (const [type, facet] of [
        ['kind', 'kind'],
        ['lineage', 'category'],
      ] as const) {
        const column = index.facets[facet satisfies (typeof LIST_FACETS)[number]];
        column.valueIds.forEach((id) => counts[type].set(column.values[id], (counts[type].get(column.values[id]) ?? 0) + 1));
      }
    } else {
      const kinds = await ctx.db
        .selectFrom('products')
        .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('kind')
        .execute();
      kinds.forEach((r) => counts.kind.set(r.kind, Number(r.count)));
      const lineages = await ctx.db
        .selectFrom('products')
        .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
        .where('category', 'is not', null)
        .groupBy('category')
        .execute();
      lineages.forEach((r) => counts.lineage.set(r.category!, Number(r.count)));
    }
    const categories = [
      ...KINDS.map((name) => ({ name, type: 'kind' as const, count: counts.kind.get(name) ?? 0 })),
      ...LINEAGES.map((name) => ({ name, type: 'lineage' as const, count: counts.lineage.get(name) ?? 0 })),
    ];
    return c.json({ categories });
  });
}
