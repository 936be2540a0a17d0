import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { FEATURE_FLAGS, type FeatureFlag, type FlagSetting, type FlagSettings } from '../../../shared/platform';
import { fromJson, type Database, type Dialect } from '../../db';
import { lockStoreRow } from './adminInput';

// 000 §1 feature flags. No flag service exists yet, so a store's flags live in its data (stores.data.feature_flags)
// and GET /stores/{id} carries them as set: true, false, or the percentage of shoppers a flag is on for. The widget
// evaluates them for its flag context (evaluateFlagSettings, shared/platform), under the query overrides
// featureFlagsOn / featureFlagsOff. A flag the store never set is off.

export type StoreFlagSettings = Record<FeatureFlag, FlagSetting>;

const FlagSettingSchema = v.union(
  [v.boolean(), v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100))],
  'must be true, false or the percentage of shoppers to turn it on for (0 to 100)',
);

/** PATCH body: flag names to a setting; any other name is refused by name. */
export const FeatureFlagsPatchSchema = v.strictObject(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, v.optional(FlagSettingSchema)])) as Record<FeatureFlag, v.OptionalSchema<typeof FlagSettingSchema, undefined>>,
  `is not a feature flag; the flags are ${FEATURE_FLAGS.join(', ')}`,
);

const storedFlags = (data: string): FlagSettings => fromJson<{ feature_flags?: FlagSettings }>(data, {}).feature_flags ?? {};

/** Every flag's setting, false for one the store never set. */
function everySetting(settings: FlagSettings): StoreFlagSettings {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, settings[flag] ?? false])) as StoreFlagSettings;
}

export async function readFeatureFlags(db: Kysely<Database>, storeId: number): Promise<StoreFlagSettings> {
  const row = await db.selectFrom('stores').select('data').where('id', '=', storeId).executeTakeFirstOrThrow();
  return everySetting(storedFlags(row.data));
}

export async function patchFeatureFlags(db: Kysely<Database>, dialect: Dialect, storeId: number, patch: FlagSettings): Promise<StoreFlagSettings> {
  return db.transaction().execute(async (trx) => {
    const row = await lockStoreRow(trx, dialect, storeId);
    const data = fromJson<Record<string, unknown>>(row.data, {});
    const flags = everySetting({ ...storedFlags(row.data), ...patch });
    await trx
      .updateTable('stores')
      .set({ data: JSON.stringify({ ...data, feature_flags: flags }) })
      .where('id', '=', storeId)
      .execute();
    return flags;
  });
}
