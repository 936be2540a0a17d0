import { ERROR_CONSOLE_TEXT_LIMIT } from '../../../shared/constants';
import { appendLogEntry, gateErrorReport, INITIAL_ERROR_REPORT_GATE, redactEveryText, truncateConsoleLog, truncateVisitorText } from '../../../shared/platform';
import type { ErrorReportGateState, ErrorReportVerdict } from '../../../shared/platform';
import { ERROR_STACK_LIMIT } from '../../../shared/schemas/errorReport';
import type { Breadcrumb, ErrorReportBody, ErrorReportKind, ErrorReportMetadata } from '../../../shared/schemas/errorReport';

/** Where a report goes: the host's sink (sendToHost.ts); none: the console (001 §7, "if no agent, errors go to console"). */
export type ErrorReportSink = (report: ErrorReportBody) => void;

export interface ErrorReporterOptions {
  /** Script URL prefixes of Canopy's own code (001 §7: only stack traces from it are reported). */
  readonly ownPrefixes: readonly string[];
  readonly sink: ErrorReportSink | null;
  readonly now?: () => number;
  /** The console.error from before any wrapping: the fallback, which must not report itself again. */
  readonly fallback?: (...args: unknown[]) => void;
  /** The signed-in shopper's id and what is known of the widget, read when a report goes out. */
  readonly context?: () => { userId?: string | null; metadata?: ErrorReportMetadata };
}

export interface CaughtError {
  readonly message: string;
  readonly stack?: string | null;
}

export interface ErrorReporter {
  /** Records a navigation, network, visitor or console event (001 §7: the newest 30 are kept). */
  breadcrumb(type: Breadcrumb['type'], message: string): void;
  /** Reports an error, unless a rule of 001 §7 drops it; says which. */
  capture(kind: ErrorReportKind, error: CaughtError): ErrorReportVerdict;
}

/**
 * The widget's error reporter (001 §7): every report is cut (console text at 80,000 characters, a visitor's element
 * text at 500), redacted (any run of 16 digits, in every text it carries) and gated (own code only, consecutive
 * duplicates dropped, 10 a second) before it goes to the sink.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const now = options.now ?? Date.now;
  let log: Breadcrumb[] = [];
  let gate: ErrorReportGateState = INITIAL_ERROR_REPORT_GATE;

  return {
    breadcrumb(type, message) {
      const text = type === 'visitor' ? truncateVisitorText(message) : message.slice(0, ERROR_CONSOLE_TEXT_LIMIT);
      log = appendLogEntry(log, { type, at: now(), message: text });
    },
    capture(kind, error) {
      // Redacted before the gate compares it with the last report, so the comparison never holds a card number.
      const caught = redactEveryText({ message: error.message.slice(0, ERROR_CONSOLE_TEXT_LIMIT) || '(no message)', stack: error.stack?.slice(0, ERROR_STACK_LIMIT) ?? null });
      const decided = gateErrorReport(gate, caught, now(), options.ownPrefixes);
      gate = decided.state;
      if (decided.verdict !== 'send') return decided.verdict;
      const context = options.context?.() ?? {};
      const report: ErrorReportBody = redactEveryText({
        kind,
        message: caught.message,
        stack: caught.stack,
        user_id: context.userId ?? null,
        breadcrumbs: withConsoleTextCut(log),
        ...(context.metadata ? { metadata: context.metadata } : {}),
      });
      if (options.sink) options.sink(report);
      else (options.fallback ?? console.error)('[canopy] error report', report);
      return 'send';
    },
  };
}

/**
 * 001 §7: the console entries among the breadcrumbs hold 80,000 characters in total. truncateConsoleLog keeps the
 * newest whole and drops the oldest, so the console entries kept are the last ones, in order.
 */
function withConsoleTextCut(log: readonly Breadcrumb[]): Breadcrumb[] {
  const consoleEntries = log.filter((entry) => entry.type === 'console');
  const kept = truncateConsoleLog(consoleEntries);
  let toDrop = consoleEntries.length - kept.length;
  let next = 0;
  const cut: Breadcrumb[] = [];
  for (const entry of log) {
    if (entry.type !== 'console') cut.push(entry);
    else if (toDrop > 0) toDrop--;
    else cut.push(kept[next++]);
  }
  return cut;
}
