import type { Hono } from 'hono';
import * as v from 'valibot';
import { specialToWire } from '../../api/wire';
import { Id, parseParams } from '../../http';
import { scopedStoreId, type AdminEnv } from '../auth/adminAuth';
import type { AdminDeps } from '../deps';
import { validatedBody } from './adminInput';
import { storesChanged } from './menuChanged';
import { newStoreSpecial, StoreSpecialInputSchema, type StoreSpecialFields } from './specialSchema';
import { createStoreSpecial, deleteStoreSpecial, findStoreSpecial, listStoreSpecials, updateStoreSpecial } from './storeSpecials';

const SpecialParams = v.object({ storeId: Id, specialId: Id });

/** docs/api-admin.md § Specials: a store's own specials, every one (disabled and out-of-window too), for its tokens. */
export function specialsRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  app.get('/stores/:storeId/specials', async (c) => c.json({ specials: await listStoreSpecials(deps.db, scopedStoreId(c), deps.now()) }));

  app.post('/stores/:storeId/specials', async (c) => {
    const storeId = scopedStoreId(c);
    const input = await validatedBody(c, StoreSpecialInputSchema);
    const special = await createStoreSpecial(deps.db, storeId, { ...newStoreSpecial(), ...input } as StoreSpecialFields, deps.now());
    await storesChanged(deps.db, [storeId]);
    return c.json({ special }, 201);
  });

  app.get('/stores/:storeId/specials/:specialId', async (c) => {
    const { storeId, specialId } = parseParams(c, SpecialParams);
    return c.json({ special: specialToWire(await findStoreSpecial(deps.db, storeId, specialId), deps.now()) });
  });

  app.patch('/stores/:storeId/specials/:specialId', async (c) => {
    const { storeId, specialId } = parseParams(c, SpecialParams);
    const patch = await validatedBody(c, StoreSpecialInputSchema);
    const special = await updateStoreSpecial(deps.db, storeId, specialId, patch, deps.now());
    await storesChanged(deps.db, [storeId]);
    return c.json({ special });
  });

  app.delete('/stores/:storeId/specials/:specialId', async (c) => {
    const { storeId, specialId } = parseParams(c, SpecialParams);
    await deleteStoreSpecial(deps.db, storeId, specialId, deps.now());
    await storesChanged(deps.db, [storeId]);
    return c.body(null, 204);
  });
}
