import type { Hono } from 'hono';
import type { RouteMatch } from '../../shared/routes';
import { initialMenuState, menuSearch, menuSearchParams } from '../../shared/search';
import type { MenuProduct, Store, StoreSpecial } from '../../shared/types';
import { PRODUCTS_LISTED, type CataloguePage } from './cataloguePage';
import { readCatalogue, readStore } from './catalogueReads';
import { listedMenuProduct } from './listedProducts';
import { storeMenuPath, storeProductPath, storeSpecialPath, storeSpecialsPath } from '../../shared/routes/catalogueLinks';

type PageOf = Omit<CataloguePage, 'route'>;

const base = (store: Store): Pick<PageOf, 'kind' | 'store' | 'intro' | 'links' | 'products' | 'productsTotal'> => ({
  kind: 'list',
  store,
  intro: '',
  links: [],
  products: [],
  productsTotal: 0,
});

/** The text of the filters a menu route names (its category segment and its query's filters), e.g. "flower, Acme". */
function filterSummary(match: RouteMatch): string {
  const state = initialMenuState(match.query, match.params.category ?? null);
  return [state.query, ...Object.values(state.filters).flat()].filter(Boolean).join(', ');
}

/** A store menu route, with its filters (000 §2 pre-filters, the shopper's filters, the category segment): its first page. */
async function storeMenuPage(api: Hono, store: Store, match: RouteMatch): Promise<PageOf> {
  const state = initialMenuState(match.query, match.params.category ?? null);
  const query = menuSearchParams({ ...menuSearch(state, 1), perPage: PRODUCTS_LISTED });
  const found = await readCatalogue<{ products: MenuProduct[]; nb_hits: number }>(api, `/stores/${store.id}/menu_products`, query);
  const products = (found?.products ?? []).filter((p) => p.visible !== false);
  const filters = filterSummary(match);
  const category = match.params.category ? `/${encodeURIComponent(match.params.category)}` : '';
  const search = new URLSearchParams(match.query).toString();
  return {
    ...base(store),
    canonicalPath: `${storeMenuPath(store)}${category}${search ? `?${search}` : ''}`,
    title: `${store.name} menu${filters ? `: ${filters}` : ''}`,
    description: `Browse ${filters ? `${filters} at ` : ''}${store.name}, ${store.city}, ${store.state}: products, brands, weights and prices; reserve for pickup or delivery.`,
    heading: `${store.name} menu${filters ? `: ${filters}` : ''}`,
    intro: store.description ?? '',
    products: products.slice(0, PRODUCTS_LISTED).map((p) => listedMenuProduct(store, p)),
    productsTotal: found?.nb_hits ?? products.length,
  };
}

async function storeProductPage(api: Hono, store: Store, productId: string): Promise<PageOf | null> {
  const product = await readCatalogue<MenuProduct>(api, `/products/${productId}`, { store_id: store.id });
  // A product the store hides is not on its public menu.
  if (!product || product.visible === false) return null;
  const listed = listedMenuProduct(store, product);
  return {
    ...base(store),
    kind: 'product',
    canonicalPath: storeProductPath(store, product),
    title: `${product.name}${product.brand ? ` by ${product.brand}` : ''} at ${store.name}`,
    description: product.description || `${product.name} at ${store.name}, ${store.city}, ${store.state}: weights and prices.`,
    heading: product.name,
    intro: product.description ?? '',
    products: [listed],
    productsTotal: 1,
  };
}

const liveSpecials = async (api: Hono, store: Store) =>
  ((await readCatalogue<{ specials: StoreSpecial[] }>(api, `/stores/${store.id}/specials`))?.specials ?? []).filter((s) => s.active);

async function storeSpecialsPage(api: Hono, store: Store): Promise<PageOf> {
  const specials = await liveSpecials(api, store);
  return {
    ...base(store),
    canonicalPath: storeSpecialsPath(store),
    title: `Specials at ${store.name}`,
    description: `Current deals and specials at ${store.name}, ${store.city}, ${store.state}.`,
    heading: `Specials at ${store.name}`,
    links: specials.map((s) => ({ name: s.title, path: storeSpecialPath(store, s), text: s.description })),
  };
}

async function storeSpecialPage(api: Hono, store: Store, specialId: string): Promise<PageOf | null> {
  const found = await readCatalogue<{ special: StoreSpecial; products: MenuProduct[] }>(api, `/stores/${store.id}/specials/${specialId}`);
  // A special out of its window, or switched off, is not on the store's public specials list.
  if (!found || !found.special.active) return null;
  const { special } = found;
  const products = found.products.filter((p) => p.visible !== false);
  return {
    ...base(store),
    canonicalPath: storeSpecialPath(store, special),
    title: `${special.title} at ${store.name}`,
    description: special.description || `${special.title}: a special at ${store.name}.`,
    heading: special.title,
    intro: [special.description, special.terms].filter(Boolean).join(' '),
    products: products.slice(0, PRODUCTS_LISTED).map((p) => listedMenuProduct(store, p)),
    productsTotal: products.length,
  };
}

/** A page of one store (its menu, a product there, its specials), or null when the store or the page is not public. */
export async function loadStorePage(api: Hono, match: RouteMatch): Promise<PageOf | null> {
  const store = await readStore(api, match.params.storeId);
  if (!store) return null;
  switch (match.name) {
    case 'storeProduct':
      return storeProductPage(api, store, match.params.productId);
    case 'storeSpecials':
      return storeSpecialsPage(api, store);
    case 'storeSpecial':
      return storeSpecialPage(api, store, match.params.specialId);
    default:
      return storeMenuPage(api, store, match);
  }
}
