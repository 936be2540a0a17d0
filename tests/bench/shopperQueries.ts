// The menu queries shoppers make, for the bench's menu-query rows (DESIGN §3): most open the landing page (every
// product, the recommended sort, page 1) or a kind tab; fewer sort by price, search a word, narrow a tab by one
// filter or turn to page 2. Every query is one the widget sends (000 §3 facets, 000 §5 sort keys), and each is
// drawn from the menu itself, so almost none answers nothing.
import { createRandom } from '../../demo-host/seed';
import type { Random } from '../../demo-host/seed/random';
import type { MenuQuery } from '../../demo-host/search';

/** What the query set reads of a store's menu index: its facet values and its normalized search text. */
export interface ShopperMenu {
  facets: { kind: { values: readonly string[] }; category: { values: readonly string[] } };
  text: readonly string[];
}

export type ShopperQueryName = 'landing' | 'kind tab' | 'price sort' | 'search' | 'kind tab + category' | 'landing page 2';

/** Of every 20 shopper queries, how many are of each kind. */
export const SHOPPER_QUERY_MIX: Readonly<Record<ShopperQueryName, number>> = {
  landing: 6,
  'kind tab': 5,
  'price sort': 2,
  search: 3,
  'kind tab + category': 2,
  'landing page 2': 2,
};

// How often each kind's tab is opened, against 1 for a kind not listed.
const KIND_TAB_WEIGHTS: Readonly<Record<string, number>> = { flower: 4, 'pre-roll': 2, vape: 2, edible: 2, extract: 1 };
// Kinds whose products all carry a lineage (seed/products.ts), so a lineage filter on their tab is never empty.
const LINEAGE_KINDS = ['flower', 'pre-roll', 'vape', 'extract'];
const LINEAGES = ['indica', 'sativa', 'hybrid'];
const PER_PAGE = 24;

const landing = (page = 1, sort: MenuQuery['sort'] = 'recommended'): MenuQuery => ({ sort, page, per_page: PER_PAGE });

function weightedPick(random: Random, weights: ReadonlyArray<[string, number]>): string {
  let roll = random.next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weights) if ((roll -= weight) < 0) return value;
  return weights[weights.length - 1][0];
}

/** A word shoppers would type: one of the first two words of a product's text (its name), four letters or more. */
function searchWord(menu: ShopperMenu, random: Random): string | undefined {
  for (let attempt = 0; attempt < 20 && menu.text.length > 0; attempt++) {
    const words = random
      .pick(menu.text)
      .split(/\s+/)
      .slice(0, 2)
      .filter((word) => /^[a-z]{4,}$/.test(word));
    if (words.length > 0) return random.pick(words);
  }
  return undefined;
}

function shopperQuery(name: ShopperQueryName, menu: ShopperMenu, random: Random): MenuQuery {
  const kinds = menu.facets.kind.values;
  const tab = () =>
    weightedPick(
      random,
      kinds.map((kind) => [kind, KIND_TAB_WEIGHTS[kind] ?? 1]),
    );
  switch (name) {
    case 'landing':
      return landing();
    case 'landing page 2':
      return landing(2);
    case 'price sort':
      return landing(1, 'price-asc');
    case 'kind tab':
      return kinds.length > 0 ? { ...landing(), filters: { kind: [tab()] } } : landing();
    case 'search': {
      const word = searchWord(menu, random);
      return word ? { ...landing(), query: word } : landing();
    }
    case 'kind tab + category': {
      const lineageKinds = kinds.filter((kind) => LINEAGE_KINDS.includes(kind));
      const lineages = menu.facets.category.values.filter((value) => LINEAGES.includes(value));
      if (lineageKinds.length === 0 || lineages.length === 0) return landing();
      return { ...landing(), filters: { kind: [random.pick(lineageKinds)], category: [random.pick(lineages)] } };
    }
  }
}

export interface NamedShopperQuery {
  name: ShopperQueryName;
  query: MenuQuery;
}

/** `count` shopper queries over a menu, in SHOPPER_QUERY_MIX's shares and a fixed shuffled order: the same menu and seed give the same list. */
export function namedShopperQueries(menu: ShopperMenu, count: number, seed = 1): NamedShopperQuery[] {
  const random = createRandom(`shopper-queries-${seed}`);
  const slots = Object.entries(SHOPPER_QUERY_MIX).flatMap(([name, times]) => Array<ShopperQueryName>(times).fill(name as ShopperQueryName));
  const names: ShopperQueryName[] = [];
  while (names.length < count) names.push(...random.shuffle(slots));
  return names.slice(0, count).map((name) => ({ name, query: shopperQuery(name, menu, random) }));
}

export function shopperQueries(menu: ShopperMenu, count: number, seed = 1): MenuQuery[] {
  return namedShopperQueries(menu, count, seed).map(({ query }) => query);
}
