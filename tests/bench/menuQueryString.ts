import type { MenuQuery } from '../../demo-host/search';

/** A menu query as GET /api/v1/stores/{id}/menu_products's query string (docs/api.md): lists comma-joined, ranges as _min/_max. */
export function menuQueryString(query: MenuQuery): string {
  const params = new URLSearchParams();
  if (query.query) params.set('query', query.query);
  for (const [facet, list] of Object.entries(query.filters ?? {})) params.set(facet, list.join(','));
  for (const [range, { min, max }] of Object.entries(query.ranges ?? {})) {
    if (min !== undefined) params.set(`${range}_min`, String(min));
    if (max !== undefined) params.set(`${range}_max`, String(max));
  }
  if (query.sort) params.set('sort', query.sort);
  params.set('page', String(query.page ?? 1));
  params.set('per_page', String(query.per_page ?? 24));
  return params.toString();
}
