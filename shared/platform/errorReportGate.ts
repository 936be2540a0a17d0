import { ERROR_REPORTS_PER_SECOND } from '../constants';
import type { ErrorReportText } from './redactErrorReport';

const URL_IN_STACK = /(?:https?|blob|chrome-extension|moz-extension|safari-extension):\/\/[^\s)]+/g;

/**
 * 001 §7: reports are sent only for stack traces from the product's own code: some frame of the
 * stack is a script under one of `ownPrefixes` (an origin, a folder or a file, e.g.
 * 'https://canopy.example/widget/'). A report without a stack cannot show that, so it is not sent.
 */
export function isOwnCodeStack(stack: string | null | undefined, ownPrefixes: readonly string[]): boolean {
  if (!stack) return false;
  const urls = stack.match(URL_IN_STACK) ?? [];
  return urls.some((url) => ownPrefixes.some((prefix) => isUnder(url, prefix)));
}

// A prefix must end where a path segment, a line number or a query does, so the origin
// 'https://canopy.example' does not claim 'https://canopy.example.evil.test/a.js'.
function isUnder(url: string, prefix: string): boolean {
  if (prefix === '' || !url.startsWith(prefix)) return false;
  return prefix.endsWith('/') || ['/', ':', '?', '#', undefined].includes(url[prefix.length]);
}

function reportKey(report: ErrorReportText): string {
  return `${report.message}\n${report.stack ?? ''}`;
}

/** 001 §7: a report identical to the one just before it is dropped. */
export function isConsecutiveDuplicate(previous: ErrorReportText | null, next: ErrorReportText): boolean {
  return previous !== null && reportKey(previous) === reportKey(next);
}

/** 001 §7: at most 10 reports in any one-second window. `sentAt` are the times of earlier sends. */
export function isWithinReportRate(sentAt: readonly number[], now: number): boolean {
  return sentAt.filter((at) => at > now - 1000 && at <= now).length < ERROR_REPORTS_PER_SECOND;
}

export interface ErrorReportGateState {
  last: ErrorReportText | null;
  sentAt: number[];
}

export const INITIAL_ERROR_REPORT_GATE: ErrorReportGateState = { last: null, sentAt: [] };

export type ErrorReportVerdict = 'send' | 'not-own-code' | 'duplicate' | 'rate-limited';

/**
 * Decides one report against every rule of 001 §7 (own code, consecutive duplicate, 10 per
 * second) and returns the next state. Check a redacted report, so the comparison never holds a
 * card number.
 */
export function gateErrorReport(
  state: ErrorReportGateState,
  report: ErrorReportText,
  now: number,
  ownPrefixes: readonly string[],
): { verdict: ErrorReportVerdict; state: ErrorReportGateState } {
  if (!isOwnCodeStack(report.stack, ownPrefixes)) return { verdict: 'not-own-code', state };
  if (isConsecutiveDuplicate(state.last, report)) return { verdict: 'duplicate', state };
  const recent = state.sentAt.filter((at) => at > now - 1000 && at <= now);
  if (!isWithinReportRate(recent, now)) return { verdict: 'rate-limited', state: { ...state, sentAt: recent } };
  return { verdict: 'send', state: { last: report, sentAt: [...recent, now] } };
}
