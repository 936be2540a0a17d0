import { fitsParamFormat } from './paramFormats';
import { ROUTE_NAMES, ROUTES, type RouteName } from './routeTable';

export interface RouteMatch {
  readonly name: RouteName;
  /** Decoded path parameters by name. */
  readonly params: Readonly<Record<string, string>>;
  /** Every query parameter of the path (first value of a repeated one), decoded. */
  readonly query: Readonly<Record<string, string>>;
}

interface Compiled {
  readonly name: RouteName;
  readonly segments: readonly string[];
}

const COMPILED: readonly Compiled[] = ROUTE_NAMES.map((name) => ({ name, segments: split(ROUTES[name].pattern) }));

function split(pathname: string): string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

/**
 * The route a path (relative to the mode base, optionally with ?query and #hash) names, or null.
 * A trailing slash is ignored. When several patterns fit, literal segments beat parameters from the
 * left (/stores/12/menu is the store menu, not a store whose slug is "menu"), whatever the table order.
 */
export function matchRoute(path: string): RouteMatch | null {
  if (!path.startsWith('/')) return null;
  const [withoutHash] = path.split('#', 1);
  const queryAt = withoutHash.indexOf('?');
  const pathname = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const segments = split(pathname);
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }

  let best: { route: Compiled; params: Record<string, string> } | null = null;
  for (const route of COMPILED) {
    const params = fit(route.segments, segments, decoded);
    if (params && (!best || moreSpecific(route.segments, best.route.segments))) best = { route, params };
  }
  if (!best) return null;

  const query: Record<string, string> = {};
  if (queryAt !== -1) {
    for (const [key, value] of new URLSearchParams(withoutHash.slice(queryAt + 1))) {
      if (!Object.hasOwn(query, key)) query[key] = value;
    }
  }
  return { name: best.route.name, params: best.params, query };
}

function fit(pattern: readonly string[], raw: readonly string[], decoded: readonly string[]) {
  if (pattern.length !== raw.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i];
    if (part.startsWith(':')) {
      const name = part.slice(1);
      if (decoded[i] === '' || !fitsParamFormat(name, decoded[i])) return null;
      params[name] = decoded[i];
    } else if (part !== raw[i]) {
      return null;
    }
  }
  return params;
}

function moreSpecific(a: readonly string[], b: readonly string[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    const aLiteral = !a[i].startsWith(':');
    const bLiteral = !b[i].startsWith(':');
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
}
