import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { NO_ENGAGEMENT, type EngagementStats, type ProductEngagement } from './engagementScore';
import { TtlCache } from './ttlCache';

/** Engagement older than this no longer moves a row. */
export const ENGAGEMENT_WINDOW_DAYS = 30;
/** How long one process keeps a store's engagement before reading it again (its own writes drop it at once). */
export const ENGAGEMENT_TTL_MS = 60_000;

const DAY_MS = 86_400_000;

/** A search-analytics object id names a product by its trailing number ("123", "store-1-product-123"). */
export function productIdOfObject(objectId: string): number | null {
  const digits = /(\d+)$/.exec(objectId)?.[1];
  const id = digits === undefined ? Number.NaN : Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Reads the engagement log for the ranking: one grouped statement per store (dm_engagements_by_store) and one for the
 * insight object ids (which name no store, so they count wherever the product is on the menu), each kept per process
 * for ENGAGEMENT_TTL_MS.
 */
export class EngagementReader {
  private readonly byStore: TtlCache<number, Map<number, ProductEngagement>>;
  private readonly insightObjects: TtlCache<'all', Map<number, number>>;
  private readonly brandsByDevice: TtlCache<string, string[]>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.byStore = new TtlCache(ENGAGEMENT_TTL_MS, now);
    this.insightObjects = new TtlCache(ENGAGEMENT_TTL_MS, now);
    this.brandsByDevice = new TtlCache(ENGAGEMENT_TTL_MS, now);
  }

  private since(): string {
    return new Date(this.now().getTime() - ENGAGEMENT_WINDOW_DAYS * DAY_MS).toISOString();
  }

  /** Each product's engagement at a store: its own impressions, clicks and checkouts, plus insight clicks. */
  async ofStore(storeId: number): Promise<EngagementStats> {
    const [own, insights] = await Promise.all([this.byStore.get(storeId, () => this.readStore(storeId)), this.insightObjects.get('all', () => this.readInsightObjects())]);
    if (insights.size === 0) return own;
    const merged = new Map(own);
    for (const [productId, count] of insights) merged.set(productId, { ...(merged.get(productId) ?? NO_ENGAGEMENT), insightClicks: count });
    return merged;
  }

  /** Brands this device filtered on in search (insight filters "brand:…"), lowercased. */
  deviceBrands(deviceId: string | null): Promise<string[]> {
    if (!deviceId) return Promise.resolve([]);
    return this.brandsByDevice.get(deviceId, async () => {
      const rows = await this.db
        .selectFrom('dm_insights')
        .select('value')
        .distinct()
        .where('device_id', '=', deviceId)
        .where('kind', '=', 'filter')
        .where('value', 'like', 'brand:%')
        .where('created_at', '>=', this.since())
        .execute();
      return rows.map((row) => row.value.slice('brand:'.length).trim().toLowerCase()).filter(Boolean);
    });
  }

  /** This process wrote engagement: read it again on the next request. */
  forgetStore(storeId: number): void {
    this.byStore.forget(storeId);
  }

  forgetInsights(deviceIds: readonly string[]): void {
    this.insightObjects.clear();
    for (const deviceId of deviceIds) this.brandsByDevice.forget(deviceId);
  }

  private async readStore(storeId: number): Promise<Map<number, ProductEngagement>> {
    const rows = await this.db
      .selectFrom('dm_engagements')
      .select(['product_id', 'kind', (eb) => eb.fn.sum<number | string>('units').as('total')])
      .where('store_id', '=', storeId)
      .where('created_at', '>=', this.since())
      .groupBy(['product_id', 'kind'])
      .execute();
    const stats = new Map<number, ProductEngagement>();
    for (const row of rows) {
      const entry = stats.get(row.product_id) ?? { ...NO_ENGAGEMENT };
      const total = Number(row.total);
      if (row.kind === 'impression') entry.impressions = total;
      else if (row.kind === 'click') entry.clicks = total;
      else if (row.kind === 'add_to_cart') entry.addToCart = total;
      else if (row.kind === 'checkout') entry.checkouts = total;
      stats.set(row.product_id, entry);
    }
    return stats;
  }

  private async readInsightObjects(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('dm_insights')
      .select(['value', (eb) => eb.fn.countAll<number | string>().as('total')])
      .where('kind', '=', 'object')
      .where('created_at', '>=', this.since())
      .groupBy('value')
      .execute();
    const counts = new Map<number, number>();
    for (const row of rows) {
      const productId = productIdOfObject(row.value);
      if (productId !== null) counts.set(productId, (counts.get(productId) ?? 0) + Number(row.total));
    }
    return counts;
  }
}
