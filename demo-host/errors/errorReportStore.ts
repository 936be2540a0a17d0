import type { Kysely, Selectable } from 'kysely';
import type { ErrorReportBody } from '../../shared/schemas/errorReport';
import type { Database, ErrorReportsTable } from '../db';

/** Reports are kept this long, and at most this many per store (the newest): a sink, not an archive. */
export const ERROR_REPORTS_KEPT_DAYS = 30;
export const ERROR_REPORTS_KEPT_PER_STORE = 1000;
const PRUNE_EVERY_MS = 60 * 1000;

/** A stored report as the admin API lists it: its row, with the details JSON read into breadcrumbs and metadata. */
export type StoredErrorReport = Omit<Selectable<ErrorReportsTable>, 'details' | 'forwarded_at'> & {
  breadcrumbs: unknown[];
  metadata: Record<string, unknown>;
};

export interface ErrorReportStore {
  /** Stores a report (already redacted) and returns its id; prunes old reports at most once a minute per store. */
  save(storeId: number, report: ErrorReportBody, now: Date): Promise<number>;
  /** A store's reports, newest first. */
  list(storeId: number, page: { limit: number; offset: number }): Promise<{ reports: StoredErrorReport[]; total: number }>;
}

export function createErrorReportStore(db: Kysely<Database>): ErrorReportStore {
  const prunedAt = new Map<number, number>();
  async function prune(storeId: number, now: Date) {
    if (now.getTime() - (prunedAt.get(storeId) ?? -Infinity) < PRUNE_EVERY_MS) return;
    prunedAt.set(storeId, now.getTime());
    const oldest = new Date(now.getTime() - ERROR_REPORTS_KEPT_DAYS * 24 * 60 * 60 * 1000).toISOString();
    await db.deleteFrom('error_reports').where('received_at', '<', oldest).execute();
    const cut = await db
      .selectFrom('error_reports')
      .select('id')
      .where('store_id', '=', storeId)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(ERROR_REPORTS_KEPT_PER_STORE)
      .executeTakeFirst();
    if (cut) await db.deleteFrom('error_reports').where('store_id', '=', storeId).where('id', '<=', cut.id).execute();
  }

  return {
    async save(storeId, report, now) {
      const row = await db
        .insertInto('error_reports')
        .values({
          store_id: storeId,
          received_at: now.toISOString(),
          kind: report.kind,
          message: report.message,
          stack: report.stack ?? null,
          user_id: report.user_id ?? null,
          details: JSON.stringify({ breadcrumbs: report.breadcrumbs ?? [], metadata: report.metadata ?? {} }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await prune(storeId, now);
      return Number(row.id);
    },
    async list(storeId, { limit, offset }) {
      const rows = await db.selectFrom('error_reports').selectAll().where('store_id', '=', storeId).orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const count = await db
        .selectFrom('error_reports')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow();
      return { reports: rows.map(toStored), total: Number(count.count) };
    },
  };
}

function toStored(row: Selectable<ErrorReportsTable>): StoredErrorReport {
  const details = JSON.parse(row.details) as { breadcrumbs?: unknown[]; metadata?: Record<string, unknown> };
  return {
    id: Number(row.id),
    store_id: Number(row.store_id),
    received_at: row.received_at,
    kind: row.kind,
    message: row.message,
    stack: row.stack,
    user_id: row.user_id,
    breadcrumbs: details.breadcrumbs ?? [],
    metadata: details.metadata ?? {},
  };
}
