import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ErrorReportBody } from '../../shared/schemas/errorReport';
import type { Database } from '../db';

/** Where a Sentry-compatible service takes events: its envelope endpoint and the project's public key. */
export interface SentryDsn {
  readonly dsn: string;
  readonly envelopeUrl: string;
  readonly publicKey: string;
}

/**
 * CANOPY_SENTRY_DSN: `https://<public key>@<host>[/<path>]/<project id>`, as Sentry (or GlitchTip, or any service
 * speaking its envelope protocol) shows it. Errors name the variable, never its value (the key is in it).
 */
export function readSentryDsn(env: NodeJS.ProcessEnv): SentryDsn | undefined {
  const text = env.CANOPY_SENTRY_DSN;
  if (!text) return undefined;
  const shape = 'CANOPY_SENTRY_DSN must be a Sentry DSN, https://<public key>@<host>/<project id>';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(shape);
  }
  const path = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!['https:', 'http:'].includes(url.protocol) || !url.username || !path) throw new Error(shape);
  return { dsn: text, envelopeUrl: `${url.protocol}//${url.host}${path[1]}/api/${path[2]}/envelope/`, publicKey: decodeURIComponent(url.username) };
}

export interface SentryForwarderDeps {
  db: Kysely<Database>;
  dsn: SentryDsn;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
  fetch?: typeof fetch;
}

/**
 * Sends each stored report on to the DSN's envelope endpoint (no SDK: one POST of one event), and marks it
 * forwarded_at once the service took it. A report the service refuses or never answers stays stored, unmarked and
 * logged; it is not sent again (the host's own list still holds it).
 */
export function createSentryForwarder(deps: SentryForwarderDeps): (id: number, storeId: number, report: ErrorReportBody) => Promise<void> {
  const doFetch = deps.fetch ?? fetch;
  return async (id, storeId, report) => {
    try {
      const answer = await doFetch(deps.dsn.envelopeUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-sentry-envelope',
          'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${deps.dsn.publicKey}, sentry_client=canopy-host/1.0`,
        },
        body: envelopeOf(deps.dsn, storeId, report, deps.now()),
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) throw new Error(`the Sentry DSN answered ${answer.status}`);
      await deps.db.updateTable('error_reports').set({ forwarded_at: deps.now().toISOString() }).where('id', '=', id).execute();
    } catch (error) {
      deps.log(`error report ${id} was not forwarded to CANOPY_SENTRY_DSN`, error);
    }
  };
}

/** One event in Sentry's envelope format: a header line, an item header line, the event. */
export function envelopeOf(dsn: SentryDsn, storeId: number, report: ErrorReportBody, now: Date): string {
  const eventId = randomUUID().replace(/-/g, '');
  const metadata = report.metadata ?? {};
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: report.kind,
    message: { formatted: report.message },
    exception: { values: [{ type: report.kind, value: report.message }] },
    user: report.user_id ? { id: report.user_id } : undefined,
    tags: { store_id: String(storeId), mode: metadata.mode ?? null, route: metadata.route ?? null },
    release: metadata.widget_version,
    breadcrumbs: { values: (report.breadcrumbs ?? []).map((crumb) => ({ timestamp: crumb.at / 1000, category: crumb.type, message: crumb.message })) },
    extra: { stack: report.stack ?? null },
  };
  return [JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: dsn.dsn }), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n') + '\n';
}
