import type { ErrorReportBody } from '../../../shared/schemas/errorReport';
import type { ErrorReportSink } from './createErrorReporter';

export interface HostSinkOptions {
  /** The absolute API base (config.apiBase), e.g. https://host/api/v1. */
  readonly apiBase: string;
  readonly storeId: number;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

interface ReportKey {
  readonly key: string;
  readonly expiresAt: number;
}

/**
 * The host's sink (docs/api.md § Error reports): the store's ingest key is asked for when the first report goes out
 * (a page that breaks nothing never asks), kept until it expires, asked for again once when the host refuses it, and
 * the report is posted with it as the `token` query (001 §7). Reports go one after another, in order. A report the
 * host refuses or that finds no host is dropped without a word: saying it on the console would report it again.
 */
export function hostErrorSink(options: HostSinkOptions): ErrorReportSink {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  let key: ReportKey | null = null;
  let queue = Promise.resolve();

  async function currentKey(): Promise<string | null> {
    if (key && key.expiresAt > now() + 60_000) return key.key;
    const response = await doFetch(`${options.apiBase}/error_reports/key?store_id=${options.storeId}`, { credentials: 'omit', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { key?: unknown; expires_at?: unknown };
    if (typeof body.key !== 'string' || typeof body.expires_at !== 'string') return null;
    key = { key: body.key, expiresAt: Date.parse(body.expires_at) };
    return key.key;
  }

  const post = (token: string, report: ErrorReportBody) =>
    doFetch(`${options.apiBase}/error_reports?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(report),
    });

  async function send(report: ErrorReportBody): Promise<void> {
    let token = await currentKey();
    if (!token) return;
    const answer = await post(token, report);
    if (answer.status !== 401) return;
    key = null;
    token = await currentKey();
    if (token) await post(token, report);
  }

  return (report) => {
    queue = queue.then(() => send(report)).catch(() => undefined);
  };
}
