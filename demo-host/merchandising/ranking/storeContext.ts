import type { Kysely } from 'kysely';
import { fromJson, type Database } from '../../db';
import { isLiveAt } from '../../api/wire';
import { merchandisingSettings, type MerchandisingSettings } from '../settings';

/** What the rules need of a store besides its menu: its settings, labels and the specials live now. */
export interface StoreContext {
  id: number;
  settings: MerchandisingSettings;
  /** The store's name for its sale and specials rows (specials_row_configs.custom_display_name, e.g. Ohio's, 000 §5). */
  specialsLabel: string | null;
  liveSpecialIds: ReadonlySet<number>;
  liveBrandSpecialIds: ReadonlySet<number>;
}

type SpecialRow = { id: number; enabled: number; start_time: string | null; end_time: string | null; data: string };

// Live as the menu prices it (admin/settings/repriceMenus.ts): enabled, not retired and inside its time window now.
const liveIds = (rows: SpecialRow[], now: Date) =>
  new Set(rows.filter((row) => fromJson<{ active?: boolean }>(row.data, {}).active !== false && isLiveAt(row, now)).map((row) => row.id));

/** A store's context, or null when there is no such store. */
export async function readStoreContext(db: Kysely<Database>, storeId: number, now: Date): Promise<StoreContext | null> {
  const columns = ['id', 'enabled', 'start_time', 'end_time', 'data'] as const;
  const [store, specials, brandSpecials] = await Promise.all([
    db.selectFrom('stores').select(['id', 'data']).where('id', '=', storeId).executeTakeFirst(),
    db.selectFrom('specials').select(columns).where('store_id', '=', storeId).execute(),
    db.selectFrom('brand_specials').select(columns).execute(),
  ]);
  if (!store) return null;
  const data = fromJson<{ merchandising?: unknown; specials_row_configs?: { custom_display_name?: string | null } }>(store.data, {});
  return {
    id: store.id,
    settings: merchandisingSettings(data),
    specialsLabel: data.specials_row_configs?.custom_display_name?.trim() || null,
    liveSpecialIds: liveIds(specials, now),
    liveBrandSpecialIds: liveIds(brandSpecials, now),
  };
}
