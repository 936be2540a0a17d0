import type { Kysely, Selectable } from 'kysely';
import { dollarsToCents } from '../../../shared/money';
import { fromJson, type Database, type Dialect, type StoresTable } from '../../db';
import { storeToWire } from '../../api/wire';
import { merchandisingSettings } from '../../merchandising/settings';
import { lockStoreRow, validated } from './adminInput';
import { STORE_SETTINGS_FIELDS, StoreSettingsSchema, type StoreSettings } from './storeSettingsSchema';

const cents = (dollars: number): number => dollarsToCents(dollars) ?? 0;

/** The settings of a stores row, on the wire (dollars), as GET /stores/{id} shows them, and the operator's own (merchandising). */
export function settingsOf(row: Selectable<StoresTable>): StoreSettings {
  const store = storeToWire(row);
  const shown = Object.fromEntries(STORE_SETTINGS_FIELDS.map((field) => [field, store[field]]));
  return { ...shown, merchandising: merchandisingSettings(row.data) } as StoreSettings;
}

/**
 * The stores.data fields of valid settings: the wire values with money in cents, as the seed keeps them (tables.ts).
 * The mode switches are columns (the directory filters on them), so they are left out here.
 */
function settingsData(s: StoreSettings): Record<string, unknown> {
  const { pickup: _pickup, delivery: _delivery, curbside: _curbside, ...rest } = s;
  const timing = (t: StoreSettings['pickup_timing']) => ({ ...t, minimum_order: cents(t.minimum_order) });
  return {
    ...rest,
    pickup_timing: timing(s.pickup_timing),
    delivery_timing: timing(s.delivery_timing),
    curbside_timing: timing(s.curbside_timing),
    pickup_minimum: cents(s.pickup_minimum),
    delivery_minimum: cents(s.delivery_minimum),
    delivery_fee_amount: cents(s.delivery_fee_amount),
    service_fee_amount: cents(s.service_fee_amount),
    free_delivery_configs: s.free_delivery_configs.map((f) => ({ cart_minimum: cents(f.cart_minimum) })),
    delivery_zipcodes: s.delivery_zipcodes.map((z) => ({ ...z, fee: cents(z.fee), min_amount: cents(z.min_amount) })),
    delivery_geofences: s.delivery_geofences.map((g) => ({ ...g, fee: cents(g.fee), cart_minimum: cents(g.cart_minimum) })),
    tip_settings: s.tip_settings && s.tip_settings.variant === 'dollar' ? { ...s.tip_settings, custom_amounts: s.tip_settings.custom_amounts.map(cents) } : s.tip_settings,
  };
}

/**
 * PATCH /admin/stores/{id}/settings: the fields given replace the current ones, the whole is validated (422 naming
 * the fields otherwise, nothing written), then written in one statement inside a transaction that holds the row.
 * Keys of stores.data that are not settings (another route's, or added later) are kept as they are.
 */
export async function patchStoreSettings(db: Kysely<Database>, dialect: Dialect, storeId: number, patch: Partial<StoreSettings>): Promise<StoreSettings> {
  return db.transaction().execute(async (trx) => {
    const row = await lockStoreRow(trx, dialect, storeId);
    const settings = validated(StoreSettingsSchema, { ...settingsOf(row), ...patch }) as StoreSettings;
    const data = { ...fromJson<object>(row.data, {}), ...settingsData(settings) };
    await trx
      .updateTable('stores')
      .set({ data: JSON.stringify(data), pickup: settings.pickup ? 1 : 0, delivery: settings.delivery ? 1 : 0, curbside: settings.curbside ? 1 : 0 })
      .where('id', '=', storeId)
      .execute();
    return settings;
  });
}
