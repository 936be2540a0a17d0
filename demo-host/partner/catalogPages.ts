import type { Hono } from 'hono';
import type { RouteMatch } from '../../shared/routes';
import { buildPath, type QueryParams } from '../../shared/routes';
import { KINDS, LINEAGES, type Brand, type MenuProduct, type Product, type Store } from '../../shared/types';
import { PRODUCTS_LISTED, type CataloguePage, type ListedProduct } from './cataloguePage';
import { readCatalogue, readStores } from './catalogueReads';
import { listedProduct, type PricedFields } from './listedProducts';
import { brandPath, brandsPath, productPath } from '../../shared/routes/catalogueLinks';

type PageOf = Omit<CataloguePage, 'route'>;

/** Offers of more stores than this are left out of a product's page (its first stores by id). */
const OFFERS_LISTED = 20;

const noStore = { kind: 'list', store: null, intro: '', links: [], products: [], productsTotal: 0 } as const;

/** A store's prices of a product in GET /products (docs/api.md). */
type StoreOffer = PricedFields & { readonly store_id: number };

interface ProductsAnswer {
  products: (Product & { stores: StoreOffer[] })[];
  nb_hits: number;
}

/** Products across stores (GET /products), each with the offers of the stores carrying it. */
async function listedAcrossStores(api: Hono, query: QueryParams): Promise<{ products: ListedProduct[]; total: number }> {
  const found = await readCatalogue<ProductsAnswer>(api, '/products', { ...query, per_page: PRODUCTS_LISTED });
  if (!found) return { products: [], total: 0 };
  const stores = await readStores(
    api,
    found.products.flatMap((p) => p.stores.slice(0, OFFERS_LISTED).map((s) => s.store_id)),
  );
  const withStore = (offers: StoreOffer[]) =>
    offers.slice(0, OFFERS_LISTED).flatMap((prices) => (stores.has(prices.store_id) ? [{ store: stores.get(prices.store_id)!, prices }] : []));
  return { products: found.products.map((p) => listedProduct(p, withStore(p.stores))), total: found.nb_hits };
}

async function productPage(api: Hono, productId: string): Promise<PageOf | null> {
  const found = await readCatalogue<{ product: Product; stores: { store_id: number; menu_product: MenuProduct }[] }>(api, `/products/${productId}/stores`);
  const carriers = (found?.stores ?? []).filter((s) => s.menu_product.visible !== false).slice(0, OFFERS_LISTED);
  // A product no store shows on its menu is not in the public catalogue.
  if (!found || carriers.length === 0) return null;
  const stores = await readStores(
    api,
    carriers.map((c) => c.store_id),
  );
  const { product } = found;
  const offers = carriers.flatMap((c) => (stores.has(c.store_id) ? [{ store: stores.get(c.store_id) as Store, prices: c.menu_product }] : []));
  return {
    ...noStore,
    kind: 'product',
    canonicalPath: productPath(product),
    title: `${product.name}${product.brand ? ` by ${product.brand}` : ''}`,
    description: product.description || `${product.name}: where to buy it, weights and prices.`,
    heading: product.name,
    intro: product.description ?? '',
    products: [listedProduct(product, offers)],
    productsTotal: 1,
  };
}

async function brandsPage(api: Hono): Promise<PageOf> {
  const found = await readCatalogue<{ brands: Brand[]; nb_hits: number }>(api, '/brands', { per_page: PRODUCTS_LISTED });
  return {
    ...noStore,
    canonicalPath: brandsPath(),
    title: 'Brands',
    description: 'Cannabis brands on the menu: their products, weights and prices.',
    heading: 'Brands',
    links: (found?.brands ?? []).map((b) => ({ name: b.name, path: brandPath(b) })),
  };
}

async function brandPage(api: Hono, brandId: string): Promise<PageOf | null> {
  const brand = (await readCatalogue<{ brand: Brand }>(api, `/brands/${brandId}`))?.brand;
  if (!brand) return null;
  const { products, total } = await listedAcrossStores(api, { brand_id: brand.id });
  return {
    ...noStore,
    canonicalPath: brandPath(brand),
    title: brand.name,
    description: brand.description || `Products by ${brand.name}: weights, prices and where to buy them.`,
    heading: brand.name,
    intro: brand.description ?? '',
    products,
    productsTotal: total,
  };
}

async function categoryPage(api: Hono, category: string): Promise<PageOf | null> {
  const name = category.toLowerCase();
  const filter = (KINDS as readonly string[]).includes(name) ? { kind: [name] } : (LINEAGES as readonly string[]).includes(name) ? { category: [name] } : null;
  if (!filter) return null;
  const { products, total } = await listedAcrossStores(api, filter);
  const label = name.charAt(0).toUpperCase() + name.slice(1);
  return {
    ...noStore,
    canonicalPath: buildPath('category', { category: name }),
    title: label,
    description: `${label} products: brands, weights and prices at dispensaries near you.`,
    heading: label,
    products,
    productsTotal: total,
  };
}

/** A page of the catalogue across stores (a product, the brands, a brand, a category), or null when it is not public. */
export function loadCatalogPage(api: Hono, match: RouteMatch): Promise<PageOf | null> {
  switch (match.name) {
    case 'product':
    case 'brandProduct':
      return productPage(api, match.params.productId);
    case 'brands':
      return brandsPage(api);
    case 'brand':
      return brandPage(api, match.params.brandId);
    case 'category':
      return categoryPage(api, match.params.category);
    default:
      return Promise.resolve(null);
  }
}
