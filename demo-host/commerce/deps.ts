import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db';
import type { AttemptLimits } from './auth/attemptLimits';
import type { Mailer, MailOptions, MailSettings } from './mail';

/** Sign-in providers a host may have (001 §6); the reference host has none, and answers their routes 501. */
export type SignInProvider = 'google' | 'apple';

/** The public origin links in mail start with when none is configured: the host's default address (config.ts). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

export interface CommerceConfig {
  secret?: string;
  dataDir: string;
  now?: () => Date;
  /** Take the client's address from X-Forwarded-For (behind a reverse proxy); default: env CANOPY_TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** scrypt's cost for new password hashes (default N=2^17); tests lower it, as a full-cost hash takes a core for 0.3 s. */
  passwordCost?: { n: number };
  /** The host's public origin (HOST_ORIGIN): every link in mail starts with it, never with a request's Host header. */
  publicOrigin?: string;
  /** SMTP and addresses (CANOPY_SMTP_URL, CANOPY_MAIL_FROM, CANOPY_SUPPORT_EMAIL); default: the outbox table. */
  mail?: MailOptions;
  /** The providers GET /auth/providers reports as configured; none by default. */
  signInProviders?: readonly SignInProvider[];
  /** Told of each new reservation once it is committed (the admin API's events: webhooks, the demo Orders page; the log). */
  onReservationPlaced?: (reservation: PlacedReservation) => void;
}

/** What the host is told of a new reservation: enough to log and announce it, nothing about the shopper. */
export interface PlacedReservation {
  id: number;
  store_id: number;
  reservation_mode: string;
  amount_cents: number;
}

/** What every commerce route needs, built once by createCommerceApi. */
export interface CommerceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  secret: Buffer;
  dataDir: string;
  now: () => Date;
  limits: AttemptLimits;
  /** The client's address for the per-address limits; null when unknown (no socket: app.request() in tests). */
  clientIp: (c: Context) => string | null;
  /** The cost new password hashes are made with (CommerceConfig.passwordCost, else the default). */
  passwordCost: { n?: number };
  publicOrigin: string;
  mail: MailSettings;
  mailer: Mailer;
  signInProviders: readonly SignInProvider[];
  onReservationPlaced: (reservation: PlacedReservation) => void;
}
