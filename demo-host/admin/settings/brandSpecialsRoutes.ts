import type { Hono } from 'hono';
import * as v from 'valibot';
import { Id, parseParams, parseQuery } from '../../http';
import { hostOnly, type AdminEnv } from '../auth/adminAuth';
import type { AdminDeps } from '../deps';
import { validatedBody } from './adminInput';
import { createBrandSpecial, deleteBrandSpecial, listBrandSpecials, readBrandSpecial, updateBrandSpecial } from './brandSpecials';
import { storesChanged } from './menuChanged';
import { BrandSpecialInputSchema, newBrandSpecial, type BrandSpecialFields } from './specialSchema';

const Params = v.object({ id: Id });
const ListQuery = v.object({ brand_id: v.optional(Id) });

/**
 * docs/api-admin.md § Brand specials: host token only. A brand special is the brand's, not a store's: it prices the
 * brand's products in every store that carries them, so one store's operator token may not change it (403).
 */
export function brandSpecialsRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  app.use('/brand_specials', hostOnly);
  app.use('/brand_specials/*', hostOnly);
  const bump = (stores: readonly number[]) => storesChanged(deps.db, stores);

  app.get('/brand_specials', async (c) => {
    const { brand_id } = parseQuery(c, ListQuery);
    return c.json({ brand_specials: await listBrandSpecials(deps.db, brand_id, deps.now()) });
  });

  app.post('/brand_specials', async (c) => {
    const input = await validatedBody(c, BrandSpecialInputSchema);
    const { special, stores } = await createBrandSpecial(deps.db, { ...newBrandSpecial(), ...input } as BrandSpecialFields, deps.now());
    await bump(stores);
    return c.json({ brand_special: special }, 201);
  });

  app.get('/brand_specials/:id', async (c) => c.json({ brand_special: await readBrandSpecial(deps.db, parseParams(c, Params).id, deps.now()) }));

  app.patch('/brand_specials/:id', async (c) => {
    const { id } = parseParams(c, Params);
    const patch = await validatedBody(c, BrandSpecialInputSchema);
    const { special, stores } = await updateBrandSpecial(deps.db, id, patch, deps.now());
    await bump(stores);
    return c.json({ brand_special: special });
  });

  app.delete('/brand_specials/:id', async (c) => {
    const { stores } = await deleteBrandSpecial(deps.db, parseParams(c, Params).id, deps.now());
    await bump(stores);
    return c.body(null, 204);
  });
}
