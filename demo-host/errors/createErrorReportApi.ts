import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { redactEveryText } from '../../shared/platform';
import { ErrorReportBodySchema, type ErrorReportBody } from '../../shared/schemas/errorReport';
import type { AttemptCounter, RateLimiter } from '../commerce/auth/rateLimit';
import type { Database } from '../db';
import { ApiError, answerErrors, bodyLimitBy, Id, parseBody, parseQuery } from '../http';
import type { ErrorReportStore } from './errorReportStore';
import { issueReportKey, storeOfReportKey } from './reportKey';

/**
 * 80,000 characters of console text (001 §7) with a stack, 30 breadcrumbs and their JSON fit in 128 KiB; a larger
 * body is no report this widget sends, so it is a 413 before any of it is read.
 */
export const ERROR_REPORT_BODY_LIMIT = 128 * 1024;

/**
 * Per client address, counted in attempt_slots like the login limits (commerce/auth/rateLimit.ts), so every host
 * instance on one database counts the same reports. The widget sends at most 10 a second (001 §7) and only while
 * something is broken; 60 a minute from one address is a broken page, more is someone filling the table.
 */
export const REPORTS_PER_ADDRESS: RateLimiter = { kind: 'error_report_ip', limit: 60, windowMs: 60 * 1000 };
export const KEYS_PER_ADDRESS: RateLimiter = { kind: 'error_report_key_ip', limit: 30, windowMs: 60 * 1000 };

export interface ErrorReportApiDeps {
  db: Kysely<Database>;
  store: ErrorReportStore;
  secret: Buffer;
  attempts: AttemptCounter;
  /** The client's address (commerce/auth/clientIp.ts); null: no per-address limit applies (in-process tests). */
  clientIp: (c: Context) => string | null;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
  /** Told of each stored report (the Sentry forwarder). */
  onStored?: (id: number, storeId: number, report: ErrorReportBody) => void;
}

const KeyQuery = v.object({ store_id: Id });
const ReportQuery = v.object({ token: v.pipe(v.string('must be text'), v.minLength(1, 'is required')) });

/** docs/api.md § Error reports: the ingest key and the report sink of the widget's reporter (001 §7). */
export function createErrorReportApi(deps: ErrorReportApiDeps): Hono {
  const app = new Hono();
  app.use(
    '/error_reports',
    bodyLimitBy(() => ERROR_REPORT_BODY_LIMIT),
  );

  app.get('/error_reports/key', async (c) => {
    const { store_id: storeId } = parseQuery(c, KeyQuery);
    await limitAddress(deps, c, KEYS_PER_ADDRESS);
    if (!(await storeExists(deps.db, storeId))) throw new ApiError('not_found', `No store with id ${storeId}`);
    const { key, expiresAt } = issueReportKey(deps.secret, storeId, deps.now());
    c.header('Cache-Control', 'no-store');
    return c.json({ key, expires_at: expiresAt.toISOString() });
  });

  app.post('/error_reports', async (c) => {
    // 001 §7: the report goes with its token in the query.
    const { token } = parseQuery(c, ReportQuery);
    const storeId = storeOfReportKey(deps.secret, token, deps.now());
    if (storeId === null) throw new ApiError('unauthorized', 'The error report key is not valid: ask GET /api/v1/error_reports/key for a new one');
    await limitAddress(deps, c, REPORTS_PER_ADDRESS);
    // A key outlives a store deleted after it was issued: that is a refused key, not a failed insert.
    if (!(await storeExists(deps.db, storeId))) throw new ApiError('unauthorized', 'The error report key names a store that no longer exists');
    // Redacted again here (001 §7): the sink keeps no card number whatever client sent the report.
    const report = redactEveryText(await parseBody(c, ErrorReportBodySchema));
    const id = await deps.store.save(storeId, report, deps.now());
    deps.onStored?.(id, storeId, report);
    return c.json({ id }, 201);
  });

  app.onError(answerErrors(deps.log));
  return app;
}

async function limitAddress(deps: ErrorReportApiDeps, c: Context, limiter: RateLimiter): Promise<void> {
  const address = deps.clientIp(c);
  if (address === null) return;
  const now = deps.now().getTime();
  const reservation = await deps.attempts.reserve(limiter, address, now);
  if ('waitMs' in reservation) {
    const seconds = Math.ceil(reservation.waitMs / 1000);
    throw new ApiError('too_many_requests', `Too many error reports from this address; try again in ${seconds} s`, undefined, { retry_after: seconds });
  }
}

async function storeExists(db: Kysely<Database>, storeId: number): Promise<boolean> {
  return (await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst()) !== undefined;
}
