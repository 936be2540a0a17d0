import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { DM_VERSION } from '../../../shared/merchandising';
import { parse, queryOf } from '../../http';

const name = v.pipe(v.string('is required'), v.regex(/^[A-Za-z0-9._-]{1,100}$/, 'must be a name of letters, digits, dots, dashes and underscores'));

/**
 * 001 §7: every URL of the service carries jdm_source, jdm_version and jdm_api_key. A call without one, with another
 * version than DM_VERSION or with a key the service does not know is a 400 naming the parameter.
 */
export function requireJdmParams(apiKeys: readonly string[]): MiddlewareHandler {
  const schema = v.object({
    jdm_source: name,
    jdm_version: v.pipe(
      v.string('is required'),
      v.check((version) => version === DM_VERSION, `must be ${DM_VERSION}`),
    ),
    jdm_api_key: v.pipe(
      v.string('is required'),
      v.check((key) => apiKeys.includes(key), 'is not a key of this service'),
    ),
  });
  return async (c, next) => {
    parse(schema, queryOf(c), 'query');
    await next();
  };
}
