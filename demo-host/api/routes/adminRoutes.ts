import * as v from 'valibot';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { ApiError, bearerToken, parseBody, sameSecret } from '../../http';
import { setMaintenanceFlag } from '../data/maintenanceFlag';

const MaintenanceBody = v.object({ enabled: v.boolean('must be true or false') });

/**
 * 000 §8: the admin maintenance flag, for every host instance on the database (data/maintenanceFlag.ts).
 * Reachable during maintenance (so it can be turned off) and only with the admin bearer token; without a
 * configured token the route does not exist.
 */
export function adminRoutes(app: Hono, options: { db: Kysely<Database>; token: string | undefined }): void {
  app.put('/admin/maintenance', async (c) => {
    const token = options.token;
    if (!token) throw new ApiError('not_found', 'No API route PUT /admin/maintenance');
    if (!sameSecret(bearerToken(c) ?? '', token)) throw new ApiError('unauthorized', 'The admin token is missing or wrong');
    const { enabled } = await parseBody(c, MaintenanceBody);
    await setMaintenanceFlag(options.db, enabled);
    return c.json({ maintenance: enabled });
  });
}
