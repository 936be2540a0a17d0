import type { Generated } from 'kysely';

/** One error report the widget sent (migration 0014), redacted before it was stored (001 §7). */
export interface ErrorReportsTable {
  id: Generated<number>;
  store_id: number;
  /** ISO time the host received it; reports older than the keep period are pruned. */
  received_at: string;
  /** What caught it: window_error, unhandled_rejection, console, render. */
  kind: string;
  message: string;
  stack: string | null;
  user_id: string | null;
  /** JSON: { breadcrumbs, metadata }. */
  details: string;
  /** ISO time it was forwarded to the configured Sentry-compatible DSN; null when not (yet). */
  forwarded_at: string | null;
}
