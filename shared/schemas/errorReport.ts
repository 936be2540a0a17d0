import * as v from 'valibot';
import { ERROR_CONSOLE_TEXT_LIMIT, ERROR_LOG_ENTRIES_KEPT } from '../constants';

// The body of POST /api/v1/error_reports (docs/api.md § Error reports): what the widget's reporter sends and the
// host validates. The limits are 001 §7's: 30 log entries, console text cut at 80,000 characters.

export const ERROR_REPORT_KINDS = ['window_error', 'unhandled_rejection', 'console', 'render'] as const;
export const BREADCRUMB_TYPES = ['navigation', 'network', 'visitor', 'console'] as const;

/** A stack trace longer than this is cut by the reporter: the frames that matter are at its top. */
export const ERROR_STACK_LIMIT = 20_000;

// Numbers are bounded so that none can carry a 16-digit run past the redaction, which reads text only (001 §7).
const MAX_TIME_MS = 9_999_999_999_999;
const MAX_ID = 2_147_483_647;

const text = (max: number) => v.pipe(v.string('must be text'), v.maxLength(max, `must be at most ${max} characters`));

export const BreadcrumbSchema = v.strictObject({
  type: v.picklist(BREADCRUMB_TYPES, `must be one of ${BREADCRUMB_TYPES.join(', ')}`),
  /** Milliseconds since the epoch (13 digits at most: no number here can hold a 16-digit run). */
  at: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0, 'must not be negative'), v.maxValue(MAX_TIME_MS, 'must be a time in ms')),
  message: text(ERROR_CONSOLE_TEXT_LIMIT),
});

export const ErrorReportMetadataSchema = v.strictObject({
  store_id: v.optional(v.nullable(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be an id'), v.maxValue(MAX_ID, 'must be an id')))),
  mode: v.optional(text(40)),
  route: v.optional(text(2000)),
  widget_version: v.optional(text(80)),
});

export const ErrorReportBodySchema = v.strictObject(
  {
    kind: v.picklist(ERROR_REPORT_KINDS, `must be one of ${ERROR_REPORT_KINDS.join(', ')}`),
    message: v.pipe(text(ERROR_CONSOLE_TEXT_LIMIT), v.minLength(1, 'must not be empty')),
    stack: v.optional(v.nullable(text(ERROR_STACK_LIMIT))),
    user_id: v.optional(v.nullable(text(80))),
    breadcrumbs: v.optional(v.pipe(v.array(BreadcrumbSchema, 'must be a list'), v.maxLength(ERROR_LOG_ENTRIES_KEPT, `must hold at most ${ERROR_LOG_ENTRIES_KEPT} entries`))),
    metadata: v.optional(ErrorReportMetadataSchema),
  },
  'takes only kind, message, stack, user_id, breadcrumbs and metadata',
);

export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];
export type Breadcrumb = v.InferOutput<typeof BreadcrumbSchema>;
export type ErrorReportMetadata = v.InferOutput<typeof ErrorReportMetadataSchema>;
export type ErrorReportBody = v.InferOutput<typeof ErrorReportBodySchema>;
