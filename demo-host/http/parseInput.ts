import * as v from 'valibot';
import type { Context } from 'hono';
import { ApiError, type Validations } from './ApiError';
import { NUL_MESSAGE, nulPath } from './nulPath';

// The one input parser of both APIs on /api/v1 (catalogue and commerce): every query string, path, JSON body and
// multipart form is parsed here with a valibot schema into a typed value, or refused with a 400 naming its fields.

type AnySchema = v.GenericSchema<unknown, unknown>;
export type InputPlace = 'query' | 'params' | 'body';

/**
 * The field a message is shown on: a query or path parameter by its name (`kind`, not `kind.0` for a list),
 * a body field by its dot path (`rating`, `user.email`, `delivery_address.street`: the names the widget's forms
 * use, shared/forms mergeServerValidations). A fault of the input as a whole is keyed by its place (`body`).
 */
function fieldOf(path: string | null, where: InputPlace): string {
  if (!path) return where;
  return where === 'body' ? path : path.split('.')[0];
}

function validationsOf(issues: readonly v.BaseIssue<unknown>[], where: InputPlace): Validations {
  const validations: Validations = {};
  for (const issue of issues) (validations[fieldOf(v.getDotPath(issue), where)] ??= []).push(issue.message);
  return validations;
}

/** Parses untrusted input with a valibot schema, or throws a 400 naming every field that failed. */
export function parse<S extends AnySchema>(schema: S, input: unknown, where: InputPlace): v.InferOutput<S> {
  const nul = nulPath(input);
  if (nul !== null) {
    const field = fieldOf(nul, where);
    throw new ApiError('bad_request', `Invalid ${where}: ${field}`, { [field]: [NUL_MESSAGE] });
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const validations = validationsOf(result.issues, where);
  throw new ApiError('bad_request', `Invalid ${where}: ${Object.keys(validations).join(', ')}`, validations);
}

/** The JSON body as an object; an empty body is `{}`, anything that is not a JSON object is a 400. Size is limited before this (413). */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('bad_request', 'The body is not valid JSON', { body: ['must be a JSON object'] });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError('bad_request', 'The body must be a JSON object', { body: ['must be a JSON object'] });
  }
  return value as Record<string, unknown>;
}

/** A multipart/form-data body's fields (text or File), or a 400 when it is not one. Size is limited before this (413). */
export async function multipartForm(c: Context): Promise<Record<string, string | File>> {
  try {
    return (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new ApiError('bad_request', 'The body is not valid multipart form data', { body: ['must be multipart/form-data'] });
  }
}

/**
 * The query string as one value per name (the first, when a name repeats), except list names, whose
 * values are every occurrence split on commas: `kind=flower,vape` and `kind=flower&kind=vape` agree.
 */
export function queryOf(c: Context, listNames: readonly string[] = []): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    query[name] = listNames.includes(name)
      ? values
          .flatMap((value) => value.split(','))
          .map((value) => value.trim())
          .filter(Boolean)
      : values[0];
  }
  return query;
}

/** Query values and JSON body merged (commerce DELETE routes take either), the body winning. */
export async function queryAndBody(c: Context): Promise<Record<string, unknown>> {
  const body = c.req.header('content-type')?.includes('json') ? await jsonBody(c) : {};
  return { ...queryOf(c), ...body };
}

export function parseParams<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  return parse(schema, c.req.param(), 'params');
}

export async function parseBody<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parse(schema, await jsonBody(c), 'body');
}

/**
 * A query string parsed strictly (docs/api.md, the catalogue's filters): a parameter the call does not take
 * (`percent_thc=20` for `percent_thc_min`), or a single-valued one given twice, is a 400 naming it, never a
 * filter silently ignored.
 */
export function parseQuery<S extends AnySchema>(c: Context, schema: S, listNames: readonly string[] = []): v.InferOutput<S> {
  const stray = strayParameters(c, schema, listNames);
  if (stray) throw new ApiError('bad_request', `Invalid query: ${Object.keys(stray).join(', ')}`, stray);
  return parse(schema, queryOf(c, listNames), 'query');
}

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
