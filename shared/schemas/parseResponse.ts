import * as v from 'valibot';

export interface SchemaMismatch {
  /** Dotted path of each failing field ('products.3.price_gram') with its message. */
  issues: { path: string; message: string }[];
}

/**
 * 001 §5: a response is checked against its schema; a mismatch is reported (the caller logs it) but the
 * response is still used. Returns the schema's output when it parses, else `fallback` of the value as it
 * arrived (a best-effort reading; by default the value itself).
 */
export function parseResponse<T>(
  schema: v.GenericSchema<unknown, unknown>,
  value: unknown,
  report: (mismatch: SchemaMismatch) => void,
  fallback: (raw: unknown) => T = (raw) => raw as T,
): T {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output as T;
  report({
    issues: result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
  });
  return fallback(value);
}
