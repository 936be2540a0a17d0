import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { FEATURE_FLAGS, resolveFeatureFlags, type FeatureFlag, type FeatureFlags } from '../../../shared/platform';
import { fromJson, type Database, type Dialect } from '../../db';
import { lockStoreRow } from './adminInput';

// 000 §1 feature flags. No flag service exists yet, so a store's flags live in its data (stores.data.feature_flags)
// and GET /stores/{id} carries them: the widget's evaluated values for resolveFeatureFlags (shared/platform), under
// the query overrides featureFlagsOn / featureFlagsOff. A flag the store never set is off.

type StoredFlags = Partial<FeatureFlags>;

/** PATCH body: flag names to true or false; any other name is refused by name. */
export const FeatureFlagsPatchSchema = v.strictObject(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, v.optional(v.boolean('must be true or false'))])) as Record<
    FeatureFlag,
    v.OptionalSchema<v.BooleanSchema<string>, undefined>
  >,
  `is not a feature flag; the flags are ${FEATURE_FLAGS.join(', ')}`,
);

const storedFlags = (data: string): StoredFlags => fromJson<{ feature_flags?: StoredFlags }>(data, {}).feature_flags ?? {};

export async function readFeatureFlags(db: Kysely<Database>, storeId: number): Promise<FeatureFlags> {
  const row = await db.selectFrom('stores').select('data').where('id', '=', storeId).executeTakeFirstOrThrow();
  return resolveFeatureFlags(storedFlags(row.data));
}

export async function patchFeatureFlags(db: Kysely<Database>, dialect: Dialect, storeId: number, patch: StoredFlags): Promise<FeatureFlags> {
  return db.transaction().execute(async (trx) => {
    const row = await lockStoreRow(trx, dialect, storeId);
    const data = fromJson<Record<string, unknown>>(row.data, {});
    const flags = resolveFeatureFlags({ ...storedFlags(row.data), ...patch });
    await trx
      .updateTable('stores')
      .set({ data: JSON.stringify({ ...data, feature_flags: flags }) })
      .where('id', '=', storeId)
      .execute();
    return flags;
  });
}
