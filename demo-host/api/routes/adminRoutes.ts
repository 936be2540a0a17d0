import * as v from 'valibot';
import type { Hono } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { ApiError, parseBody } from '../../http';

export interface MaintenanceSwitch {
  flag: boolean;
}

const MaintenanceBody = v.object({ enabled: v.boolean('must be true or false') });

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * 000 §8: the admin maintenance flag. Reachable during maintenance (so it can be turned off) and only with
 * the admin bearer token; without a configured token the route does not exist.
 */
export function adminRoutes(app: Hono, options: { maintenance: MaintenanceSwitch; token: string | undefined }): void {
  app.put('/admin/maintenance', async (c) => {
    const token = options.token;
    if (!token) throw new ApiError('not_found', 'No API route PUT /admin/maintenance');
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) throw new ApiError('unauthorized', 'The admin token is missing or wrong');
    const { enabled } = await parseBody(c, MaintenanceBody);
    options.maintenance.flag = enabled;
    return c.json({ maintenance: enabled });
  });
}
