import type { Hono } from 'hono';
import * as v from 'valibot';
import { isMailbox } from '../../commerce/mail';
import { ApiError, parseBody } from '../../http';
import { scopedStoreId, type AdminEnv } from '../auth/adminAuth';
import type { AdminDeps } from '../deps';
import { readStoreNotifications, saveStoreNotifications, storeNotificationsView } from '../webhooks/storeNotifications';
import { isWebhookUrl, MIN_WEBHOOK_SECRET_LENGTH } from '../webhooks/webhookUrl';

const NotificationsChange = v.strictObject(
  {
    webhook_url: v.optional(v.nullable(v.pipe(v.string('must be a URL or null'), v.trim(), v.check(isWebhookUrl, 'must be an http:// or https:// URL')))),
    webhook_secret: v.optional(
      v.pipe(
        v.string('must be text'),
        v.regex(/^\S+$/, 'must not contain spaces'),
        v.minLength(MIN_WEBHOOK_SECRET_LENGTH, `must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`),
        v.maxLength(200, 'must be at most 200 characters'),
      ),
    ),
    rotate_webhook_secret: v.optional(v.boolean('must be true or false')),
    notification_email: v.optional(
      v.nullable(
        v.pipe(v.string('must be an e-mail address or null'), v.trim(), v.maxLength(254, 'must be at most 254 characters'), v.check(isMailbox, 'must be an e-mail address')),
      ),
    ),
  },
  'takes only webhook_url, webhook_secret, rotate_webhook_secret and notification_email',
);

/**
 * docs/api-admin.md § Webhooks: a store's own webhook URL and notification e-mail. The signing secret is answered
 * once, by the PATCH that made it; no other answer carries it.
 */
export function notificationRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  app.get('/stores/:storeId/notifications', async (c) => c.json({ notifications: storeNotificationsView(await readStoreNotifications(deps.db, scopedStoreId(c))) }));

  app.patch('/stores/:storeId/notifications', async (c) => {
    const change = await parseBody(c, NotificationsChange);
    const current = await readStoreNotifications(deps.db, scopedStoreId(c));
    const url = change.webhook_url === undefined ? current.webhook_url : change.webhook_url;
    if (url === null && (change.webhook_secret !== undefined || change.rotate_webhook_secret)) {
      throw new ApiError('unprocessable', 'A webhook secret goes with a webhook URL: set webhook_url too', { webhook_url: ['is needed for a webhook secret'] });
    }
    const { settings, madeSecret } = await saveStoreNotifications(deps.db, scopedStoreId(c), current, change, deps.now());
    return c.json({ notifications: { ...storeNotificationsView(settings), ...(madeSecret ? { webhook_secret: madeSecret } : {}) } });
  });
}
