import * as v from 'valibot';
import type { Context } from 'hono';
import { NUL_MESSAGE, nulPath } from '../api/nulPath';
import { CommerceError, type Validations } from './CommerceError';

type AnySchema = v.GenericSchema<unknown, unknown>;

function validationsOf(issues: readonly v.BaseIssue<unknown>[]): Validations {
  const validations: Validations = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) || 'request';
    (validations[key] ??= []).push(issue.message);
  }
  return validations;
}

/** Parses untrusted input with a valibot schema, or throws a 400 naming every field that failed. */
export function parse<S extends AnySchema>(schema: S, input: unknown, where: 'query' | 'params' | 'body'): v.InferOutput<S> {
  const nul = nulPath(input);
  if (nul !== null) throw new CommerceError('bad_request', `Invalid ${where}: ${nul || where}`, { [nul || where]: [NUL_MESSAGE] });
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const validations = validationsOf(result.issues);
  throw new CommerceError('bad_request', `Invalid ${where}: ${Object.keys(validations).join(', ')}`, validations);
}

/** The JSON body as an object; an empty body is `{}`, anything that is not a JSON object is a 400. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CommerceError('bad_request', 'The body is not valid JSON', { body: ['must be a JSON object'] });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new CommerceError('bad_request', 'The body must be a JSON object', { body: ['must be a JSON object'] });
  }
  return value as Record<string, unknown>;
}

/** The query string, one value per name (the first when a name repeats). */
export function queryOf(c: Context): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) query[name] = values[0];
  return query;
}

/** Query values and JSON body merged (DELETE routes take either), the body winning. */
export async function queryAndBody(c: Context): Promise<Record<string, unknown>> {
  const body = c.req.header('content-type')?.includes('json') ? await jsonBody(c) : {};
  return { ...queryOf(c), ...body };
}
