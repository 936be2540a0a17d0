import * as v from 'valibot';
import type { Context } from 'hono';
import { ApiError, type Validations } from './ApiError';
import { NUL_MESSAGE, nulPath } from './nulPath';

type AnySchema = v.GenericSchema<unknown, unknown>;

// Query and path errors are keyed by parameter name (`kind`, not `kind.0`); body errors by their dot path
// (`rating`, `address.zip`), the field names a form shows them on (shared/forms mergeServerValidations).
function validationsOf(issues: readonly v.BaseIssue<unknown>[], where: 'query' | 'params' | 'body'): Validations {
  const validations: Validations = {};
  for (const issue of issues) {
    const path = where === 'body' ? v.getDotPath(issue) : (issue.path?.[0]?.key as string | undefined);
    const key = path ? String(path) : where;
    (validations[key] ??= []).push(issue.message);
  }
  return validations;
}

/** Parses untrusted input with a valibot schema, or throws a 400 naming every field that failed. */
export function parseInput<S extends AnySchema>(schema: S, input: unknown, where: 'query' | 'params' | 'body'): v.InferOutput<S> {
  const nul = nulPath(input);
  if (nul !== null) throw new ApiError('bad_request', `Invalid ${where}: ${nul || where}`, { [nul || where]: [NUL_MESSAGE] });
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const validations = validationsOf(result.issues, where);
  const fields = Object.keys(validations).join(', ');
  throw new ApiError('bad_request', `Invalid ${where}: ${fields}`, validations);
}

/**
 * The query string as one value per name (the first, when a name repeats), except list names, whose
 * values are every occurrence split on commas: `kind=flower,vape` and `kind=flower&kind=vape` agree.
 */
export function queryOf(c: Context, listNames: readonly string[] = []): Record<string, string | string[]> {
  const all = c.req.queries();
  const query: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(all)) {
    if (listNames.includes(name)) {
      query[name] = values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
    } else {
      query[name] = values[0];
    }
  }
  return query;
}

export function parseQuery<S extends AnySchema>(c: Context, schema: S, listNames: readonly string[] = []): v.InferOutput<S> {
  const stray = strayParameters(c, schema, listNames);
  if (stray) throw new ApiError('bad_request', `Invalid query: ${Object.keys(stray).join(', ')}`, stray);
  return parseInput(schema, queryOf(c, listNames), 'query');
}

/**
 * docs/api.md: a parameter the call does not take (`percent_thc=20` for `percent_thc_min`), or a single-valued one
 * given twice, is a 400 naming it, never a filter silently ignored.
 */
function strayParameters(c: Context, schema: AnySchema, listNames: readonly string[]): Validations | null {
  const names = parameterNames(schema);
  const validations: Validations = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (names && !names.includes(name)) validations[name] = [`is not a parameter of this call, which takes ${names.join(', ')}`];
    else if (values.length > 1 && !listNames.includes(name)) validations[name] = ['must be given once'];
  }
  return Object.keys(validations).length > 0 ? validations : null;
}

/** The names a query schema takes: its object's entries, also when piped into checks and transforms. */
function parameterNames(schema: AnySchema): string[] | null {
  const root = (schema as { pipe?: readonly unknown[] }).pipe?.[0] ?? schema;
  const entries = (root as { entries?: Record<string, unknown> }).entries;
  return entries ? Object.keys(entries) : null;
}

export function parseParams<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseInput(schema, c.req.param(), 'params');
}

/** A JSON body, or a 400 when it is not JSON. Size is limited before this (413). */
export async function parseBody<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('bad_request', 'The request body must be a JSON object', { body: ['must be JSON'] });
  }
  return parseInput(schema, body, 'body');
}
