import { formatParam } from './paramFormats';
import { RouteError } from './RouteError';
import { ROUTES, type RouteName, type RouteParams } from './routeTable';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryInput = Readonly<Record<string, QueryValue>>;

/**
 * The path of a named route (relative to the mode base): parameters formatted by name
 * (paramFormats.ts) and URL-encoded; query values that are null, undefined or false are left out.
 * Throws a RouteError naming the parameter when one is missing or cannot be written.
 */
export function buildPath<N extends RouteName>(name: N, params: RouteParams<N>, query?: QueryInput): string {
  const given = params as Readonly<Record<string, string | number | undefined>>;
  const path = ROUTES[name].pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const param = segment.slice(1);
      const value = given[param];
      if (value === undefined || value === '') {
        throw new RouteError('missing_param', `route ${name} needs the parameter ${param}`);
      }
      const text = formatParam(param, value);
      if (text === null) {
        throw new RouteError('invalid_param', `route ${name}: ${param} cannot be ${JSON.stringify(value)}`);
      }
      return encodeSegment(text);
    })
    .join('/');
  return path + queryString(query);
}

// A comma is allowed in a path segment (RFC 3986 pchar) and 000 §2 writes coordinates with one.
function encodeSegment(text: string): string {
  return encodeURIComponent(text).replace(/%2C/g, ',');
}

function queryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === false) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
