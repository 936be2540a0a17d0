import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db';

/** A store's own webhook and notification e-mail as the admin API shows them: never the secret itself. */
export interface StoreNotificationsView {
  webhook_url: string | null;
  webhook_secret_set: boolean;
  notification_email: string | null;
}

export interface StoreNotificationsRow {
  webhook_url: string | null;
  webhook_secret: string | null;
  notification_email: string | null;
}

export interface StoreNotificationsChange {
  /** A new URL, or null to remove the store's webhook (and its secret). */
  webhook_url?: string | null;
  /** The store's own secret; when absent a new URL gets a made one, shown once. */
  webhook_secret?: string;
  rotate_webhook_secret?: boolean;
  notification_email?: string | null;
}

const NONE: StoreNotificationsRow = { webhook_url: null, webhook_secret: null, notification_email: null };

/** A store webhook's signing secret: 32 random bytes, prefixed so it is recognised if pasted somewhere it should not be. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

export async function readStoreNotifications(db: Kysely<Database>, storeId: number): Promise<StoreNotificationsRow> {
  const row = await db.selectFrom('store_notifications').select(['webhook_url', 'webhook_secret', 'notification_email']).where('store_id', '=', storeId).executeTakeFirst();
  return row ?? NONE;
}

export function storeNotificationsView(row: StoreNotificationsRow): StoreNotificationsView {
  return { webhook_url: row.webhook_url, webhook_secret_set: row.webhook_secret !== null, notification_email: row.notification_email };
}

/**
 * Applies a change and answers the new settings, with `madeSecret` when this change made a secret: the only time
 * it is shown (docs/api-admin.md § Webhooks). A secret is made when a URL is set on a store without one, or on
 * request; a URL removed takes its secret with it.
 */
export async function saveStoreNotifications(
  db: Kysely<Database>,
  storeId: number,
  current: StoreNotificationsRow,
  change: StoreNotificationsChange,
  now: Date,
): Promise<{ settings: StoreNotificationsRow; madeSecret: string | null }> {
  const url = change.webhook_url === undefined ? current.webhook_url : change.webhook_url;
  const needsSecret = url !== null && (current.webhook_secret === null || change.rotate_webhook_secret === true);
  const madeSecret = url !== null && change.webhook_secret === undefined && needsSecret ? newWebhookSecret() : null;
  const secret = url === null ? null : (change.webhook_secret ?? madeSecret ?? current.webhook_secret);
  const settings: StoreNotificationsRow = {
    webhook_url: url,
    webhook_secret: secret,
    notification_email: change.notification_email === undefined ? current.notification_email : change.notification_email,
  };
  const values = { ...settings, updated_at: now.toISOString() };
  await db
    .insertInto('store_notifications')
    .values({ store_id: storeId, ...values })
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet(values))
    .execute();
  return { settings, madeSecret };
}
