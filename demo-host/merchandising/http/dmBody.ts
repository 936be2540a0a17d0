import type { Context } from 'hono';
import * as v from 'valibot';
import { DM_ERRORS, isMultiType, isPlacement, MULTI_TYPES, PLACEMENTS } from '../../../shared/merchandising';
import { ApiError, jsonBody, parse } from '../../http';

type AnySchema = v.GenericSchema<unknown, unknown>;
type Body = Record<string, unknown>;

/**
 * 001 §7: a POST body is JSON, sent as text/plain (no CORS preflight) or application/json. Not JSON, or not an
 * object: 400; then `check` (the SDK's own errors, below) and the schema: 400 `{ message, validations }` naming the field.
 */
export async function dmBody<S extends AnySchema>(c: Context, schema: S, check?: (body: Body) => void): Promise<v.InferOutput<S>> {
  const body = await jsonBody(c);
  check?.(body);
  return parse(schema, body, 'body');
}

/** The value an SDK error names, cut short: it is echoed back. */
const shown = (value: unknown) => (typeof value === 'string' ? value.slice(0, 60) : value === undefined ? 'undefined' : JSON.stringify(value)?.slice(0, 60));

function invalidPlacement(value: unknown, field: string): ApiError {
  return new ApiError('bad_request', DM_ERRORS.invalidPlacement(shown(value)), { [field]: [`must be one of ${PLACEMENTS.join(', ')}`] });
}

/** 001 §8: a placement the service does not know is refused with the SDK's words, naming the value. */
export function checkPlacement(body: Body): void {
  if (!isPlacement(body.placement)) throw invalidPlacement(body.placement, 'placement');
}

/** 001 §8: a multi type other than custom or featured, or a custom list with an unknown placement, in the SDK's words. */
export function checkMulti(body: Body): void {
  if (!isMultiType(body.type)) throw new ApiError('bad_request', DM_ERRORS.invalidMultiType(shown(body.type)), { type: [`must be one of ${MULTI_TYPES.join(', ')}`] });
  if (body.type !== 'custom') return;
  if (!Array.isArray(body.placements) || body.placements.length === 0) {
    throw new ApiError('bad_request', 'Invalid body: placements', { placements: ['must list at least one placement when type is custom'] });
  }
  body.placements.forEach((fields: unknown, i) => {
    const placement = (fields as Body | null)?.placement;
    if (!isPlacement(placement)) throw invalidPlacement(placement, `placements.${i}.placement`);
  });
}

/** 001 §8: the budtender's calls need the shopper's device id, refused with the SDK's exact words without one. */
export function requireDeviceId(field: string, message: string): (body: Body) => void {
  return (body) => {
    const id = body[field];
    if (id === undefined || id === null || id === '') throw new ApiError('bad_request', message, { [field]: ['is required'] });
  };
}
