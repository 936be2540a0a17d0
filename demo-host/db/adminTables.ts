import type { Generated } from 'kysely';
import type { Bool } from './tables';

// The admin API's tables (migrations 0007 to 0009), and what several host instances share (0013), in the conventions of tables.ts.

/** A per-store operator token of the admin API (migration 0007): only its SHA-256 is kept. */
export interface OperatorTokensTable {
  id: Generated<number>;
  store_id: number;
  /** Hex SHA-256 of the token: the token itself is shown once, when it is made. */
  token_hash: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/**
 * A store's menu version (migration 0008): bumped by demo-host/search menuChanged with every write to what its menu
 * shows; each host process compares it before using its cached menu index. No row: version 0.
 */
export interface MenuVersionsTable {
  store_id: number;
  version: number;
}

/**
 * One of a key's attempt slots (migration 0013): a limit of n attempts per key in a window is n slots, each held by one
 * attempt until `expires_at` or until it is given back (commerce/auth/rateLimit.ts).
 */
export interface AttemptSlotsTable {
  /** Which limit: 'login', 'login_ip', … (commerce/auth/attemptLimits.ts). */
  kind: string;
  /** What is counted: a login, a client address, a user. */
  key: string;
  slot: number;
  /** ISO time the attempt stops counting. */
  expires_at: string;
}

/** The number of a store's latest product change in place (migration 0013); no row: none yet. */
export interface MenuProductSequencesTable {
  store_id: number;
  sequence: number;
}

/** A product of a store's menu changed in place, such as its rating after a review (migration 0013): its latest change's number. */
export interface MenuProductChangesTable {
  store_id: number;
  product_id: number;
  sequence: number;
}

/** A switch for the whole host (migration 0013): 'maintenance', 0/1. No row: off. */
export interface HostFlagsTable {
  name: string;
  enabled: Bool;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for one target URL (migration 0009): the queue the webhook worker sends from, and its log. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  /** The idempotency id: the same on every attempt, and for every target of one event (Canopy-Event-Id). */
  event_id: string;
  store_id: number;
  reservation_id: number;
  type: string;
  /** 'host' (CANOPY_WEBHOOK_URL) or 'store' (the store's own webhook URL): which secret signs it. */
  target: string;
  url: string;
  /** The exact JSON body, sent unchanged on every attempt. */
  payload: string;
  attempts: Generated<number>;
  status: WebhookDeliveryStatus;
  /** ISO time the next attempt is due; while an attempt is in flight, the end of its claim. */
  next_attempt_at: string;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** A store's own webhook and notification e-mail (migration 0009). The secret is never part of an API answer. */
export interface StoreNotificationsTable {
  store_id: number;
  webhook_url: string | null;
  webhook_secret: string | null;
  notification_email: string | null;
  updated_at: string;
}
