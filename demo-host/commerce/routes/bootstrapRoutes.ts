import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { COOKIE_EXPIRY } from '../../../shared/constants';
import { generateDeviceId, isDeviceId } from '../../../shared/platform';
import { parse, queryOf } from '../../http';

// 001 §9: the device id is kept under jdid, in the widget's storage and, from here, in a cookie of the host.
export const DEVICE_COOKIE = 'jdid';
// Only the API reads it back (this route); no page script needs it, so it is HttpOnly.
const COOKIE_PATH = '/api/v1';

const BootstrapQuery = v.object({
  device_id: v.optional(v.pipe(v.string(), v.check(isDeviceId, 'must be the 21-character device id (20 for a fingerprint id)'))),
});

/**
 * 001 §7 GET /bootstrap: sets the device-id cookie and answers `{ device_id }`. The id is the cookie's when it
 * holds one, else the one the widget stored (`device_id`), else a new random 21-character id (001 §4).
 */
export function bootstrapRoutes(): Hono {
  const app = new Hono();
  app.get('/bootstrap', (c) => {
    const { device_id: stored } = parse(BootstrapQuery, queryOf(c), 'query');
    const cookie = getCookie(c, DEVICE_COOKIE);
    const deviceId = cookie !== undefined && isDeviceId(cookie) ? cookie : (stored ?? generateDeviceId((size) => randomBytes(size)));
    setDeviceCookie(c, deviceId);
    return c.json({ device_id: deviceId });
  });
  return app;
}

/**
 * 001 §9: cookies expire in 2038. framelessEmbed calls the API from the partner's site, so the cookie is
 * SameSite=None, which browsers accept only with Secure, and Partitioned (CHIPS) so third-party cookie
 * blocking keeps it, keyed to the partner's site. Browsers treat http://localhost as secure; on another plain
 * http host the browser drops it and the widget keeps the id in its own storage only (docs/api.md).
 * Written by hand: hono's setCookie refuses an expiry past 400 days (RFC 6265bis), where browsers cap it
 * themselves; the widget calls this at every boot, so the capped cookie is renewed each visit.
 */
function setDeviceCookie(c: Context, deviceId: string): void {
  const expires = new Date(COOKIE_EXPIRY).toUTCString();
  c.header('Set-Cookie', `${DEVICE_COOKIE}=${deviceId}; Expires=${expires}; Path=${COOKIE_PATH}; HttpOnly; Secure; SameSite=None; Partitioned`, { append: true });
}
