import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { clientIp } from '../commerce/auth/clientIp';
import { createAttemptCounter } from '../commerce/auth/rateLimit';
import type { Database } from '../db';
import { createErrorReportApi, ERROR_REPORT_BODY_LIMIT } from './createErrorReportApi';
import { createErrorReportStore } from './errorReportStore';
import { createSentryForwarder, type SentryDsn } from './sentry';

export { createErrorReportApi, ERROR_REPORT_BODY_LIMIT, KEYS_PER_ADDRESS, REPORTS_PER_ADDRESS } from './createErrorReportApi';
export { createErrorReportStore, ERROR_REPORTS_KEPT_DAYS, ERROR_REPORTS_KEPT_PER_STORE } from './errorReportStore';
export { issueReportKey, storeOfReportKey } from './reportKey';
export { createSentryForwarder, envelopeOf, readSentryDsn } from './sentry';
export type { SentryDsn } from './sentry';

export interface ErrorReporting {
  /** The public routes, mounted by the host at /api/v1. */
  app: Hono;
  /** The report body's own limit, for the catalogue API's body limit that runs first (ApiConfig uploadLimit). */
  uploadLimit: (c: Context) => number | undefined;
}

export interface ErrorReportingDeps {
  db: Kysely<Database>;
  /** The host's signing secret (commerce/auth/secret.ts): the ingest keys are HMACs with it. */
  secret: Buffer;
  trustProxy: boolean;
  /** CANOPY_SENTRY_DSN: each stored report is forwarded there too. */
  sentryDsn?: SentryDsn;
  /** The forwarder's fetch (tests). */
  fetch?: typeof fetch;
  log: (message: string, error?: unknown) => void;
}

/** The host's error-report sink (001 §7, docs/api.md § Error reports). */
export function createErrorReporting({ db, secret, trustProxy, sentryDsn, fetch, log }: ErrorReportingDeps): ErrorReporting {
  const now = () => new Date();
  const forward = sentryDsn ? createSentryForwarder({ db, dsn: sentryDsn, now, log, fetch }) : undefined;
  const app = createErrorReportApi({
    db,
    store: createErrorReportStore(db),
    secret,
    attempts: createAttemptCounter(db),
    clientIp: (c) => clientIp(c, trustProxy),
    now,
    log,
    onStored: forward ? (id, storeId, report) => void forward(id, storeId, report) : undefined,
  });
  return { app, uploadLimit: (c) => (c.req.method === 'POST' && c.req.path.endsWith('/error_reports') ? ERROR_REPORT_BODY_LIMIT : undefined) };
}
