import type { MenuProductsPage, SearchFacets } from '../../shared/types';
import { normalizeText, sizeOf, type MenuIndex, type MenuIndexWithProducts } from './buildMenuIndex';
import { candidatesOf, conditionsOf, passes, passing, type Condition } from './menuConditions';
import { forgetValueOrders } from './menuPostings';
import { DEFAULT_PER_PAGE, LIST_FACETS, MAX_PER_PAGE, RANGE_FACETS } from './menuQuery';
import type { ListFacet, MenuQuery, RangeFacet } from './menuQuery';
import { facetsOf, tallies, type TalliedCounts } from './menuTallies';
import { sortOrder } from './sortOrder';
import { PRICE_BUCKETS } from '../../shared/search/priceBuckets';
import type { RecordsJson } from './projectedRecords';

export interface MenuMatch {
  /** hit[i] = 1 when product i passes every condition. */
  hit: Uint8Array;
  nbHits: number;
  facets: SearchFacets;
  /** How many products the search visited (every product, or only those its postings name). */
  visited?: number;
}

/** The match of a query with no text, facet or range (the landing page, a sort alone), kept per index: it is every product. */
const everything = new WeakMap<MenuIndex, { match: MenuMatch; counted: TalliedCounts }>();

/** How many one-facet searches (a kind tab, a brand) are kept per index: a store's tabs are few, and asked again and again. */
export const TABS_KEPT = 32;

/** The matches of one-facet searches, by facet and values, least recently used first. */
const tabs = new WeakMap<MenuIndex, Map<string, MenuMatch>>();

/** Forgets what was kept of an index whose figures changed in place (patchMenuIndex). */
export function forgetMatches(index: MenuIndex): void {
  everything.delete(index);
  savedEverything.delete(index);
  tabs.delete(index);
  forgetValueOrders([index.percentThc, index.percentCbd, index.bucketPrice]);
}

/** The bytes of the matches kept for the index (menuIndexBytes.ts): a hit flag per product each, and their counts. */
export function keptMatchBytes(index: MenuIndex): number {
  const matches = (everything.has(index) ? 1 : 0) + (tabs.get(index)?.size ?? 0);
  return matches * (sizeOf(index) + MATCH_COUNTS_BYTES);
}

/** A kept match's facet counts and their answer objects, about (a few hundred values and keys). */
const MATCH_COUNTS_BYTES = 8 * 1024;

/** The tally of every product a snapshot saved, until the index's first search that needs it (everythingOf). */
const savedEverything = new WeakMap<MenuIndex, TalliedCounts>();

function everythingOf(index: MenuIndex): { match: MenuMatch; counted: TalliedCounts } {
  let kept = everything.get(index);
  if (!kept) {
    const tally = tallies(index);
    const n = sizeOf(index);
    const saved = savedEverything.get(index);
    if (saved) {
      tally.counted.counts.forEach((_, f) => tally.facetFrom(f, saved));
      tally.counted.stats.set(saved.stats);
      tally.counted.priceBuckets.set(saved.priceBuckets);
    } else for (let i = 0; i < n; i++) tally.countAll(i);
    kept = { match: { hit: new Uint8Array(n).fill(1), nbHits: n, facets: tally.facets(), visited: n }, counted: tally.counted };
    everything.set(index, kept);
  }
  return kept;
}

/** What every product of the index counts toward each facet (the landing page's tally): what a snapshot saves of it. */
export const everythingCounted = (index: MenuIndex): TalliedCounts => everythingOf(index).counted;

/** That tally, when the index holds it already (counted by a search, or kept from its snapshot). */
export const everythingKept = (index: MenuIndex): TalliedCounts | undefined => everything.get(index)?.counted ?? savedEverything.get(index);

/**
 * Keeps the tally of every product a snapshot saved (everythingCounted) as the index's, so a store read back answers
 * its landing page and tabs without counting its every product again (about 1.3 ms a 2,000-product store).
 */
export function keepEverything(index: MenuIndex, counted: TalliedCounts): void {
  // Its answer's facets are made on first use: a store read back for a text search never needs them.
  savedEverything.set(index, counted);
}

/**
 * A search with one condition and no text (a kind tab): its hits are the condition's postings, counted toward every
 * facet; the condition's own facet is counted over every product, which the landing page has counted already.
 */
function matchOne(index: MenuIndex, condition: Condition): MenuMatch {
  if (condition.type === 'range') return countOne(index, condition);
  let kept = tabs.get(index);
  if (!kept) tabs.set(index, (kept = new Map()));
  const key = `${condition.facet}:${[...condition.ids].sort((a, b) => a - b).join(',')}`;
  const match = kept.get(key) ?? countOne(index, condition);
  kept.delete(key);
  kept.set(key, match);
  for (const oldest of kept.keys()) {
    if (kept.size <= TABS_KEPT) break;
    kept.delete(oldest);
  }
  return match;
}

function countOne(index: MenuIndex, condition: Condition): MenuMatch {
  const tally = tallies(index);
  const hit = new Uint8Array(sizeOf(index));
  const hits = passing(index, condition);
  for (const i of hits) {
    hit[i] = 1;
    tally.countAll(i);
  }
  const all = everythingOf(index).counted;
  if (condition.type === 'facet') tally.facetFrom(condition.f, all);
  else tally.rangeFrom(condition.r, all);
  return { hit, nbHits: hits.length, facets: tally.facets(), visited: hits.length };
}

/**
 * Filters and counts in one pass over the products given (all of them when null): a product that passes every
 * condition is a hit and counts toward every facet; a product that fails exactly one condition counts only toward
 * that condition's facet — so each facet's counts are over the results filtered by every OTHER facet (disjunctive
 * faceting), and range facets report min/max the same way. A product missing a token counts nowhere.
 */
export function scanMenu(index: MenuIndex, tokens: readonly string[], conditions: readonly Condition[], visit: Uint32Array | null): MenuMatch {
  const tally = tallies(index);
  const n = sizeOf(index);
  const hit = new Uint8Array(n);
  let nbHits = 0;
  const count = visit === null ? n : visit.length;
  outer: for (let k = 0; k < count; k++) {
    const i = visit === null ? k : visit[k];
    if (tokens.length > 0) {
      const text = index.text[i];
      for (const token of tokens) if (!text.includes(token)) continue outer;
    }
    let failures = 0;
    let failed: Condition | undefined;
    for (const condition of conditions) {
      if (!passes(index, condition, i)) {
        failed = condition;
        if (++failures > 1) continue outer;
      }
    }
    if (failed === undefined) {
      hit[i] = 1;
      nbHits++;
      tally.countAll(i);
    } else if (failed.type === 'facet') {
      tally.countFacet(failed.f, i);
    } else {
      tally.countRange(failed.r, i);
    }
  }
  return { hit, nbHits, facets: tally.facets(), visited: count };
}

export const tokensOf = (query: MenuQuery): string[] =>
  normalizeText(query.query ?? '')
    .split(/\s+/)
    .filter(Boolean);

/**
 * The search's hits and disjunctive facet counts (scanMenu's), visiting only the products that can count: the
 * landing page is kept per index, a single condition walks its postings, and text or several conditions visit the
 * candidates their postings name (menuConditions.ts); the scan over every product remains for what names most of them.
 */
export function matchMenu(index: MenuIndex, query: MenuQuery): MenuMatch {
  const tokens = tokensOf(query);
  const conditions = conditionsOf(index, query);
  if (tokens.length === 0 && conditions.length === 0) return everythingOf(index).match;
  if (tokens.length === 0 && conditions.length === 1) return matchOne(index, conditions[0]);
  return scanMenu(index, tokens, conditions, candidatesOf(index, tokens, conditions));
}

function paging(query: MenuQuery) {
  const perPage = Math.min(Math.max(1, query.per_page ?? DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const page = Math.max(1, query.page ?? 1);
  return { page, perPage };
}

/** The positions of one page of hits, walking the sort key's precomputed order. */
function pagePositions(index: MenuIndex, hit: Uint8Array, query: MenuQuery, page: number, perPage: number): number[] {
  const order = sortOrder(index, query.sort ?? 'recommended');
  const start = (page - 1) * perPage;
  const positions: number[] = [];
  let seen = 0;
  for (let k = 0; k < order.length && positions.length < perPage; k++) {
    const i = order[k];
    if (hit[i] === 1 && seen++ >= start) positions.push(i);
  }
  return positions;
}

/** The menu search (DESIGN §1.1) over an index holding its products: `{ products, facets, nb_hits, page, per_page }`. */
export function searchMenu(index: MenuIndexWithProducts, query: MenuQuery): MenuProductsPage {
  const { hit, nbHits, facets } = matchMenu(index, query);
  const { page, perPage } = paging(query);
  return {
    products: pagePositions(index, hit, query, page, perPage).map((i) => index.products[i]),
    facets,
    nb_hits: nbHits,
    page,
    per_page: perPage,
  };
}

/** The answer for a store the 000 §2 store pre-filters leave out: no products, and facets with nothing to count. */
export function emptyMenuJson(index: MenuIndex, query: MenuQuery): string {
  const counts = {} as Record<ListFacet, Int32Array>;
  for (const facet of LIST_FACETS) counts[facet] = new Int32Array(0);
  const stats = {} as Record<RangeFacet, { min: number; max: number }>;
  for (const range of RANGE_FACETS) stats[range] = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };
  const { page, perPage } = paging(query);
  return `{"products":[],"facets":${JSON.stringify(facetsOf(index, counts, stats, new Int32Array(PRICE_BUCKETS.length)))},"nb_hits":0,"page":${page},"per_page":${perPage}}`;
}

/**
 * searchMenu's answer as JSON text, the page's products read from the index's records (the database, the JSON of
 * recently shown products kept). A product hidden since the index was built is left out of the page. `recordsJson`
 * gives each product another shape (projectedRecords: a product card).
 */
export async function searchMenuJson(index: MenuIndex, query: MenuQuery, recordsJson: RecordsJson = (of, ids) => of.records.json(ids)): Promise<string> {
  const { hit, nbHits, facets } = matchMenu(index, query);
  const { page, perPage } = paging(query);
  const ids = pagePositions(index, hit, query, page, perPage).map((i) => index.ids[i]);
  const records = await recordsJson(index, ids);
  const products = [...records.values()];
  return `{"products":[${products.join(',')}],"facets":${JSON.stringify(facets)},"nb_hits":${nbHits},"page":${page},"per_page":${perPage}}`;
}
