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
