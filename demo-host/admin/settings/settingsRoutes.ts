import type { Hono } from 'hono';
import { scopedStoreId, type AdminEnv } from '../auth/adminAuth';
import type { AdminDeps } from '../deps';
import { validatedBody } from './adminInput';
import { storesChanged } from './menuChanged';
import { FeatureFlagsPatchSchema, patchFeatureFlags, readFeatureFlags } from './storeFeatureFlags';
import { patchStoreSettings, settingsOf } from './storeSettings';
import { StoreSettingsPatchSchema } from './storeSettingsSchema';

/** docs/api-admin.md § Store settings and § Feature flags: read and PATCH, for the store's own tokens and the host token. */
export function settingsRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  app.get('/stores/:storeId/settings', async (c) => {
    const row = await deps.db.selectFrom('stores').selectAll().where('id', '=', scopedStoreId(c)).executeTakeFirstOrThrow();
    return c.json({ settings: settingsOf(row) });
  });

  app.patch('/stores/:storeId/settings', async (c) => {
    const storeId = scopedStoreId(c);
    const patch = await validatedBody(c, StoreSettingsPatchSchema);
    const settings = await patchStoreSettings(deps.db, deps.dialect, storeId, patch);
    await storesChanged(deps.db, [storeId]);
    return c.json({ settings });
  });

  app.get('/stores/:storeId/feature_flags', async (c) => c.json({ feature_flags: await readFeatureFlags(deps.db, scopedStoreId(c)) }));

  app.patch('/stores/:storeId/feature_flags', async (c) => {
    const storeId = scopedStoreId(c);
    const patch = await validatedBody(c, FeatureFlagsPatchSchema);
    const flags = await patchFeatureFlags(deps.db, deps.dialect, storeId, patch);
    await storesChanged(deps.db, [storeId]);
    return c.json({ feature_flags: flags });
  });
}
