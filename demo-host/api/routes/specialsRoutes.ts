import * as v from 'valibot';
import type { Context, Hono } from 'hono';
import type { SpecialDetailProduct, StoreSpecial, StoreSpecialDetail, WeightId } from '../../../shared/types';
import { WEIGHT_IDS } from '../../../shared/types';
import { qualifyingStatusDisplay } from '../../../shared/specials';
import type { MenuIndex } from '../../search';
import type { ApiContext } from '../context';
import { requireStoreExists } from '../data/findStore';
import { specialProductLists } from '../data/specialProducts';
import { isDiscountable, qualifies, specialQualifyingStatus, type CartLine } from '../data/specialQualifyingStatus';
import { Id, IdParams, notFound, parseParams, parseQuery } from '../../http';
import { isLiveAt, specialToWire } from '../wire';

const SpecialParams = v.object({ id: Id, specialId: Id });
const DetailQuery = v.object({
  cart_uuid: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-zA-Z-]{1,64}$/, 'must be a cart uuid'))),
});
const PRODUCTS_SHOWN = 100;

/**
 * The lines of the cart the special page asks about. A cart with a user is that user's alone (as every cart
 * route answers, demo-host/commerce/cart/cartAccess.ts); anyone else gets the answer of no cart, the same as
 * for a missing uuid, so the page tells nothing of whether the cart exists or what it holds.
 */
async function cartLines(ctx: ApiContext, c: Context, storeId: number, cartUuid: string | undefined, index: MenuIndex): Promise<CartLine[]> {
  if (!cartUuid) return [];
  const cart = await ctx.db.selectFrom('carts').select(['id', 'store_id', 'user_id']).where('uuid', '=', cartUuid).executeTakeFirst();
  if (!cart || cart.store_id !== storeId) return [];
  if (cart.user_id !== null && cart.user_id !== (await ctx.authenticate(c))) return [];
  const rows = await ctx.db.selectFrom('cart_products').selectAll().where('cart_id', '=', cart.id).execute();
  const products = await index.records.products(rows.map((row) => row.product_id));
  return rows.flatMap((row) => {
    const product = products.get(row.product_id);
    if (product === undefined || !(WEIGHT_IDS as readonly string[]).includes(row.price_id)) return [];
    return [{ product, price_id: row.price_id as WeightId, count: row.count }];
  });
}

const detailProduct = (line: CartLine): SpecialDetailProduct => ({
  id: line.product.id,
  name: line.product.name,
  photo: line.product.photos[0]?.urls.medium ?? null,
  count: line.count,
});

function detailOf(special: StoreSpecial, lines: CartLine[]): StoreSpecialDetail {
  const status = specialQualifyingStatus(special, lines);
  const display = qualifyingStatusDisplay(status);
  const bundle = special.special_type === 'bundle';
  return {
    brand_name: null,
    brand_image: null,
    title: special.title,
    description: special.description,
    terms: special.terms,
    type: bundle ? 'bundle' : 'other',
    qualifying_status: status,
    qualified_products: lines.filter((l) => qualifies(l.product, special)).map(detailProduct),
    // 000 §4: discounted products are listed only when qualified or applied.
    discounted_products: display.listDiscountedProducts ? lines.filter((l) => isDiscountable(l.product, special)).map(detailProduct) : [],
    tag_label: special.custom_badge ?? (bundle ? 'Bundle' : 'Special'),
    callout_text: special.title,
    callout_subtext: special.description,
    footer_text: status === 'applied' ? 'Special applied to your bag' : status === 'qualified' ? 'You qualify: add a discounted item' : null,
    footer_subtext: display.showFooter ? special.terms : null,
    gold: special.gold,
  };
}

export function specialsRoutes(app: Hono, ctx: ApiContext): void {
  const specialProducts = specialProductLists(ctx.db);
  // A store's live specials (enabled and inside their time window).
  app.get('/stores/:id/specials', async (c) => {
    const { id } = parseParams(c, IdParams);
    await requireStoreExists(ctx.db, id);
    const now = ctx.now();
    const rows = await ctx.db.selectFrom('specials').selectAll().where('store_id', '=', id).orderBy('id').execute();
    const specials = rows.filter((row) => isLiveAt(row, now)).map((row) => specialToWire(row, now));
    return c.json({ specials });
  });

  // 000 §3 store special detail: qualifying status for the cart (cart_uuid), its qualified and discounted
  // products, and the menu products that qualify and that get the discount.
  app.get('/stores/:id/specials/:specialId', async (c) => {
    const { id, specialId } = parseParams(c, SpecialParams);
    const { cart_uuid } = parseQuery(c, DetailQuery);
    await requireStoreExists(ctx.db, id);
    const row = await ctx.db.selectFrom('specials').selectAll().where('id', '=', specialId).where('store_id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`special in store ${id}`, specialId);
    const special = specialToWire(row, ctx.now());
    // Which menu products the special names is kept per index; only the ones listed are read in full.
    const index = await ctx.menus.get(id);
    const [lines, lists] = await Promise.all([cartLines(ctx, c, id, cart_uuid, index), specialProducts(index, special, PRODUCTS_SHOWN)]);
    return c.json({
      special,
      detail: detailOf(special, lines),
      products: lists.products,
      discounted_products: lists.discounted,
    });
  });
}
