import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { clientIp } from '../commerce/auth/clientIp';
import { createAttemptCounter } from '../commerce/auth/rateLimit';
import type { Database } from '../db';
import { createErrorReportApi, ERROR_REPORT_BODY_LIMIT } from './createErrorReportApi';
import { createErrorReportStore } from './errorReportStore';

export { createErrorReportApi, ERROR_REPORT_BODY_LIMIT, KEYS_PER_ADDRESS, REPORTS_PER_ADDRESS } from './createErrorReportApi';
export { createErrorReportStore, ERROR_REPORTS_KEPT_DAYS, ERROR_REPORTS_KEPT_PER_STORE } from './errorReportStore';
export { issueReportKey, storeOfReportKey } from './reportKey';

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
  log: (message: string, error?: unknown) => void;
}

/** The host's error-report sink (001 §7, docs/api.md § Error reports). */
export function createErrorReporting({ db, secret, trustProxy, log }: ErrorReportingDeps): ErrorReporting {
  const app = createErrorReportApi({
    db,
    store: createErrorReportStore(db),
    secret,
    attempts: createAttemptCounter(db),
    clientIp: (c) => clientIp(c, trustProxy),
    now: () => new Date(),
    log,
  });
  return { app, uploadLimit: (c) => (c.req.method === 'POST' && c.req.path.endsWith('/error_reports') ? ERROR_REPORT_BODY_LIMIT : undefined) };
}
