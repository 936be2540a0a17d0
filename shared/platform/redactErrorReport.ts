export const REDACTED = '[REDACTED]';

// 001 §7: a run of 16 digits is most likely a card number. A longer run is redacted whole, so no
// tail of it leaks.
const DIGIT_RUN = /\d{16,}/g;

/** 001 §7: every run of 16 digits is redacted. */
export function redactDigitRuns(text: string): string {
  return text.replace(DIGIT_RUN, REDACTED);
}

export interface ErrorReportText {
  message: string;
  stack?: string | null;
}

/** 001 §7: the redaction applies to both the message and the stack trace. */
export function redactErrorReport<R extends ErrorReportText>(report: R): R {
  return {
    ...report,
    message: redactDigitRuns(report.message),
    stack: report.stack == null ? report.stack : redactDigitRuns(report.stack),
  };
}

/**
 * 001 §7: the redaction of every text a report carries (message, stack, breadcrumbs, metadata), for a report that
 * holds more than a message and a stack. Plain data only (what JSON holds): strings anywhere in it are redacted.
 */
export function redactEveryText<T>(value: T): T {
  if (typeof value === 'string') return redactDigitRuns(value) as T;
  if (Array.isArray(value)) return value.map((item) => redactEveryText(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactEveryText(item)])) as T;
  }
  return value;
}
