import type { Kysely } from 'kysely';
import { loadMenuProducts } from '../../../../../demo-host/api/data/loadMenuProducts';
import type { Database, StoreData } from '../../../../../demo-host/db';
import { notFound } from '../../../../../demo-host/http';
import { createRanking } from '../../../../../demo-host/merchandising/ranking/createRanking';
import type { Ranking, RankedRow, Shopper } from '../../../../../demo-host/merchandising/ranking/types';
import { MenuIndexCache } from '../../../../../demo-host/search';
import type { PlacementFields } from '../../../../../shared/schemas/merchandisingRequests';
import { WEIGHT_IDS, type Kind, type Lineage, type MenuProduct } from '../../../../../shared/types';
import { NOON_LA, openHarness, patchStore, type Harness } from '../../commerce/harness';
import { insertReservation, insertUser } from '../../admin/reservationFixtures';

// A small fixed catalogue for the ranking's rules: nine products on store 1 of a seeded database (the seed's own menu is
// replaced by these through the ranking's menu cache), with store specials and brand specials inserted for real, so the
// "live now" rule is the database's. Store 1 answers; any other store is unknown to the menu.

export const STORE = 1;
export const DEVICE = 'device-aaaaaaaaaaaaa1';
export const OTHER_DEVICE = 'device-bbbbbbbbbbbbb2';

interface Spec {
  id: number;
  name: string;
  kind: Kind;
  category: Lineage;
  brand: string;
  effects: string[];
  price: number;
  rank: number | null;
  recommended?: boolean;
  visible?: boolean;
  rating?: number;
}

/** The catalogue (ids 9001…): names say what each is; prices in dollars, `rank` the store's best_seller_rank. */
export const SPECS: Spec[] = [
  { id: 9001, name: 'Blue Dream', kind: 'flower', category: 'sativa', brand: 'Leafy', effects: ['Happy', 'Uplifted'], price: 30, rank: 1, recommended: true },
  { id: 9002, name: 'Sour Diesel', kind: 'flower', category: 'sativa', brand: 'Leafy', effects: ['Uplifted', 'Energetic'], price: 35, rank: 2 },
  { id: 9003, name: 'OG Kush', kind: 'flower', category: 'indica', brand: 'Kushy', effects: ['Relaxed', 'Sleepy'], price: 32, rank: 3 },
  { id: 9004, name: 'Night Gummies', kind: 'edible', category: 'indica', brand: 'Kiva', effects: ['Sleepy', 'Relaxed'], price: 20, rank: 4, recommended: true },
  { id: 9005, name: 'Day Gummies', kind: 'edible', category: 'sativa', brand: 'Kiva', effects: ['Happy'], price: 22, rank: 5 },
  { id: 9006, name: 'Live Resin Cart', kind: 'vape', category: 'hybrid', brand: 'Vapey', effects: ['Happy', 'Relaxed'], price: 45, rank: 6 },
  { id: 9007, name: 'Pre-roll Pack', kind: 'pre-roll', category: 'hybrid', brand: 'Leafy', effects: ['Happy'], price: 15, rank: null },
  { id: 9008, name: 'Hidden Flower', kind: 'flower', category: 'sativa', brand: 'Leafy', effects: ['Happy', 'Uplifted'], price: 30, rank: 7, visible: false },
  { id: 9009, name: 'CBD Tincture', kind: 'tincture', category: 'cbd', brand: 'Calm Co', effects: ['Relaxed'], price: 50, rank: 8 },
];

export const ID = Object.fromEntries(SPECS.map((spec) => [spec.name, spec.id])) as Record<string, number>;

/** Specials of the fixture: ids of the rows inserted. */
export interface FixtureSpecials {
  live: number;
  expired: number;
  liveBrand: number;
  disabledBrand: number;
}

function menuProduct(base: MenuProduct, spec: Spec, specials: FixtureSpecials): MenuProduct {
  const product: Record<string, unknown> = { ...base };
  for (const weight of WEIGHT_IDS) {
    product[`price_${weight}`] = null;
    product[`discounted_price_${weight}`] = null;
    product[`special_price_${weight}`] = null;
  }
  const onSpecial = spec.name === 'OG Kush' || spec.name === 'Night Gummies' ? specials.live : spec.name === 'Day Gummies' ? specials.expired : null;
  const brandSpecial = spec.name === 'Live Resin Cart' ? specials.liveBrand : spec.name === 'Pre-roll Pack' ? specials.disabledBrand : null;
  // OG Kush 25% off, Night Gummies 10% off (live special); Day Gummies 50% off under an expired one.
  const discount = { 'OG Kush': 0.75, 'Night Gummies': 0.9, 'Day Gummies': 0.5 }[spec.name] ?? null;
  return {
    ...(product as unknown as MenuProduct),
    id: spec.id,
    product_id: spec.id,
    store_id: STORE,
    name: spec.name,
    url_slug: spec.name.toLowerCase().replace(/\W+/g, '-'),
    kind: spec.kind,
    type: spec.kind,
    root_subtype: null,
    category: spec.category,
    brand: spec.brand,
    brand_subtype: null,
    description: `${spec.name} by ${spec.brand}`,
    effects: spec.effects.map((title, i) => ({ id: i + 1, title, value: title.toLowerCase() })),
    feelings: [],
    activities: [],
    price_each: spec.price,
    discounted_price_each: discount === null ? null : Math.round(spec.price * discount * 100) / 100,
    available_weights: ['each'],
    lowest_available_price: spec.price,
    bucket_price: spec.price,
    recommended: spec.recommended ?? false,
    operator_store_rank: null,
    best_seller_rank: spec.rank,
    aggregate_rating: spec.rating ?? null,
    visible: spec.visible ?? true,
    special_id: onSpecial,
    special_title: onSpecial === null ? null : 'Special',
    applicable_special_ids: onSpecial === null ? [] : [onSpecial],
    applicable_brand_special_ids: brandSpecial === null ? [] : [brandSpecial],
    has_brand_discount: brandSpecial !== null,
    lab_results: [],
  };
}

async function insertSpecials(db: Kysely<Database>): Promise<FixtureSpecials> {
  const special = (title: string, window: { start_time: string | null; end_time: string | null }) =>
    db
      .insertInto('specials')
      .values({
        store_id: STORE,
        title,
        special_type: 'product',
        discount_type: 'percent',
        discount_percent: 25,
        discount_dollar_amount_cents: null,
        discount_target_price_cents: null,
        data: '{}',
        ...window,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const brandId = (await db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const brandSpecial = (title: string, enabled: 0 | 1) =>
    db
      .insertInto('brand_specials')
      .values({
        brand_id: brandId,
        title,
        special_type: 'product',
        discount_type: 'percent',
        discount_percent: 10,
        discount_dollar_amount_cents: null,
        discount_target_price_cents: null,
        enabled,
        start_time: null,
        end_time: null,
        data: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  return {
    live: Number((await special('Live deal', { start_time: null, end_time: null })).id),
    expired: Number((await special('Last week', { start_time: '2026-11-01T00:00:00.000Z', end_time: '2026-11-08T00:00:00.000Z' })).id),
    liveBrand: Number((await brandSpecial('Brand deal', 1)).id),
    disabledBrand: Number((await brandSpecial('Brand deal off', 0)).id),
  };
}

export interface RankingFixture {
  h: Harness;
  db: Kysely<Database>;
  specials: FixtureSpecials;
  clock: { now: Date };
  /** A fresh ranking (its own per-process caches) over the fixture. */
  ranking(): Ranking;
  /** One rank() on store 1 with a fresh ranking unless one is given. */
  rank(fields: PlacementFields, shopper?: Partial<Shopper>, ranking?: Ranking): Promise<RankedRow>;
  /** A reservation at store 1 with these product lines ([product id, units]). */
  reserve(lines: [number, number][], seed?: { userId?: number; status?: string; daysAgo?: number; storeId?: number }): Promise<void>;
  user(email: string): Promise<number>;
  setStoreData(changes: Partial<StoreData> | Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export async function openRankingFixture(): Promise<RankingFixture> {
  const h = await openHarness();
  const { db } = h;
  await db.deleteFrom('reservations').execute();
  const specials = await insertSpecials(db);
  const base = (await loadMenuProducts(db, STORE))[0];
  const products = SPECS.map((spec) => menuProduct(base, spec, specials));
  const clock = { now: NOON_LA };
  const ranking = () =>
    createRanking({
      db,
      menus: new MenuIndexCache(async (storeId) => {
        if (storeId !== STORE) throw notFound('store', storeId);
        return products;
      }),
      now: () => clock.now,
      // The fixture's products are in memory, not in the database: their features are read from them.
      features: async function* () {
        yield products;
      },
    });
  return {
    h,
    db,
    specials,
    clock,
    ranking,
    async rank(fields, shopper = {}, given) {
      const row = await (given ?? ranking()).rank({ storeId: STORE, shopper: { userId: null, deviceId: null, ...shopper }, fields });
      if (!row) throw new Error('store 1 answered no row');
      return row;
    },
    async reserve(lines, seed = {}) {
      const createdAt = new Date(clock.now.getTime() - (seed.daysAgo ?? 1) * 86_400_000).toISOString();
      const id = await insertReservation(db, { storeId: seed.storeId ?? STORE, userId: seed.userId, status: seed.status ?? 'placed', createdAt });
      const row = await db.selectFrom('reservations').select('data').where('id', '=', id).executeTakeFirstOrThrow();
      const data = {
        ...JSON.parse(row.data),
        lines: lines.map(([productId, count]) => ({ id: productId, price_id: 'each', count, name: 'x', brand: null, unit_price: 100, total: 100 * count })),
      };
      await db
        .updateTable('reservations')
        .set({ data: JSON.stringify(data) })
        .where('id', '=', id)
        .execute();
    },
    user: (email) => insertUser(db, email),
    setStoreData: (changes) => patchStore(db, STORE, changes as Partial<StoreData>),
    close: () => h.close(),
  };
}
