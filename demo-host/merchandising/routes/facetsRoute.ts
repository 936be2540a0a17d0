import type { Hono } from 'hono';
import { FacetsRequestSchema } from '../../../shared/schemas/merchandisingRequests';
import { ApiError } from '../../http';
import { LIST_FACETS } from '../../search';
import { matchMenu } from '../../search/searchMenu';
import type { ListFacet } from '../../search/menuQuery';
import type { MerchandisingContext } from '../deps';
import { dmBody } from '../http/dmBody';
import { menuQueryOf } from '../searchFilter';

const isListFacet = (name: string): name is ListFacet => (LIST_FACETS as readonly string[]).includes(name);

/** 001 §7 POST /v2/facets: value counts of the facets asked for, over the store's menu filtered by searchFilter and searchQuery. */
export function facetsRoute(app: Hono, ctx: MerchandisingContext): void {
  app.post('/v2/facets', async (c) => {
    const body = await dmBody(c, FacetsRequestSchema);
    const unknown = body.searchFacets.filter((name) => !isListFacet(name));
    if (unknown.length > 0) throw new ApiError('bad_request', 'Invalid body: searchFacets', { searchFacets: [`${unknown.join(', ')}: must be among ${LIST_FACETS.join(', ')}`] });
    const query = menuQueryOf(body.searchFilter, 'searchFilter');
    const index = await ctx.menus.get(body.storeId);
    const { facets } = matchMenu(index, { filters: query.filters, ranges: query.ranges, query: body.searchQuery ?? undefined });
    const searchFacets = Object.fromEntries(body.searchFacets.filter(isListFacet).map((name) => [name, (facets as unknown as Record<ListFacet, Record<string, number>>)[name]]));
    return c.json({ searchFacets });
  });
}
