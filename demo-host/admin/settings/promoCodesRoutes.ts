import type { Hono } from 'hono';
import * as v from 'valibot';
import { Id, parseParams } from '../../http';
import { scopedStoreId, type AdminEnv } from '../auth/adminAuth';
import type { AdminDeps } from '../deps';
import { validatedBody } from './adminInput';
import { NEW_PROMO_CODE, PromoCodeInputSchema, type PromoCodeFields } from './promoCodeSchema';
import { createPromoCode, deletePromoCode, findPromoCode, listPromoCodes, promoCodeToWire, updatePromoCode } from './promoCodes';

const PromoCodeParams = v.object({ storeId: Id, promoCodeId: Id });

// Promo codes are secret (never in GET /stores/{id}) and the cart reads them afresh on every change, so no menu index
// depends on them: a write is seen by the next cart request without a cache bump.

/** docs/api-admin.md § Promo codes: list, make, read, change and delete a store's codes. */
export function promoCodesRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  app.get('/stores/:storeId/promo_codes', async (c) => c.json({ promo_codes: await listPromoCodes(deps.db, scopedStoreId(c)) }));

  app.post('/stores/:storeId/promo_codes', async (c) => {
    const input = await validatedBody(c, PromoCodeInputSchema);
    const made = await createPromoCode(deps.db, scopedStoreId(c), { ...NEW_PROMO_CODE, ...input } as PromoCodeFields);
    return c.json({ promo_code: made }, 201);
  });

  app.get('/stores/:storeId/promo_codes/:promoCodeId', async (c) => {
    const { storeId, promoCodeId } = parseParams(c, PromoCodeParams);
    return c.json({ promo_code: promoCodeToWire(await findPromoCode(deps.db, storeId, promoCodeId)) });
  });

  app.patch('/stores/:storeId/promo_codes/:promoCodeId', async (c) => {
    const { storeId, promoCodeId } = parseParams(c, PromoCodeParams);
    const patch = await validatedBody(c, PromoCodeInputSchema);
    return c.json({ promo_code: await updatePromoCode(deps.db, storeId, promoCodeId, patch) });
  });

  app.delete('/stores/:storeId/promo_codes/:promoCodeId', async (c) => {
    const { storeId, promoCodeId } = parseParams(c, PromoCodeParams);
    await deletePromoCode(deps.db, storeId, promoCodeId);
    return c.body(null, 204);
  });
}
