import { buildBrands, type SeedBrand } from './brands';
import { buildMenu, type SeedMenuProduct } from './menu';
import { PLACES } from './places';
import { buildProduct, type SeedProduct } from './products';
import { buildPromoCodes, type SeedPromoCode } from './promoCodes';
import { createRandom, type Random } from './random';
import { buildReview, reviewCountFor, summarize, type SeedReview } from './reviews';
import { buildBrandSpecials, buildStoreSpecials, type SeedBrandSpecial, type SeedSpecial } from './specials';
import { BIG_STORE_ID, buildStore, type SeedStore } from './stores';

export interface CatalogueOptions {
  /** PRNG seed: the same seed gives the same rows. */
  seed?: number;
  /** Number of stores (default: one per listed place, 35). */
  stores?: number;
  /** Menu products of the big store, store 2 (default 5,000); the catalogue holds 20% more. */
  products?: number;
  /** Menu products of every store (npm run seed -- --stores N --products M: N × M menu rows); replaces `products`. */
  productsPerStore?: number;
}

export const DEFAULT_SEED = 20_260_101;
export const DEFAULT_STORE_COUNT = PLACES.length;
export const DEFAULT_BIG_STORE_PRODUCTS = 5000;
export const BRAND_COUNT = 160;
export const MIN_STORE_PRODUCTS = 200;
export const MAX_STORE_PRODUCTS = 2000;

export interface Catalogue {
  stores: SeedStore[];
  brands: SeedBrand[];
  products: SeedProduct[];
  specials: SeedSpecial[];
  brandSpecials: SeedBrandSpecial[];
  menuProducts: SeedMenuProduct[];
  reviews: SeedReview[];
  /** Secret codes, kept out of the stores' data (which GET /stores/{id} sends to anyone). */
  promoCodes: SeedPromoCode[];
}

/** One store's specials and menu. */
export interface StoreMenu {
  store: SeedStore;
  specials: SeedSpecial[];
  menuProducts: SeedMenuProduct[];
}

/**
 * The catalogue with its menus still to build: a million menu rows (500 stores × 2,000) do not fit in memory at
 * once, so the seed inserts each store's menu as storeMenus() yields it.
 */
export interface CataloguePlan extends Omit<Catalogue, 'specials' | 'menuProducts'> {
  /** Each store's specials and menu in store order, ids running on; sets the store's product_count. Run it once. */
  storeMenus(): Generator<StoreMenu>;
}

/** The whole sample catalogue (DESIGN §1.1), in memory: a pure function of the options. */
export function buildCatalogue(options: CatalogueOptions = {}): Catalogue {
  const { storeMenus, ...plan } = planCatalogue(options);
  const specials: SeedSpecial[] = [];
  const menuProducts: SeedMenuProduct[] = [];
  for (const menu of storeMenus()) {
    specials.push(...menu.specials);
    menuProducts.push(...menu.menuProducts);
  }
  const { stores, brands, products, brandSpecials, reviews, promoCodes } = plan;
  return { stores, brands, products, specials, brandSpecials, menuProducts, reviews, promoCodes };
}

/** The sample catalogue (DESIGN §1.1) with each store's menu built on demand: the same rows as buildCatalogue. */
export function planCatalogue(options: CatalogueOptions = {}): CataloguePlan {
  const seed = options.seed ?? DEFAULT_SEED;
  const storeCount = Math.max(1, options.stores ?? DEFAULT_STORE_COUNT);
  const perStore = options.productsPerStore === undefined ? undefined : Math.max(10, options.productsPerStore);
  const bigStoreProducts = Math.max(1, perStore ?? options.products ?? DEFAULT_BIG_STORE_PRODUCTS);
  const catalogueSize = Math.max(Math.ceil(bigStoreProducts * 1.2), MAX_STORE_PRODUCTS);
  const random = createRandom(seed);

  const brands = buildBrands(random.fork('brands'), BRAND_COUNT);
  const productRandom = random.fork('products');
  const products = Array.from({ length: catalogueSize }, (_, i) => buildProduct(productRandom, i + 1, i, brands));
  const storeRandom = random.fork('stores');
  const stores = Array.from({ length: storeCount }, (_, i) => buildStore(storeRandom, i + 1));
  const storeIds = stores.map((s) => s.row.id);
  const brandSpecials = buildBrandSpecials(random.fork('brand-specials'), brands, products, storeIds);
  // Forked here, before reviews: a fork draws from the parent, so the order of forks fixes every stream.
  const menuRandom = random.fork('menus');
  const menuSize = (storeId: number) => perStore ?? (storeId === BIG_STORE_ID ? bigStoreProducts : Math.min(catalogueSize, menuRandom.int(MIN_STORE_PRODUCTS, MAX_STORE_PRODUCTS)));

  function* storeMenus(): Generator<StoreMenu> {
    let [specialCount, menuCount] = [0, 0];
    for (const store of stores) {
      const specials = buildStoreSpecials(menuRandom, store.row.id, specialCount + 1);
      const count = menuSize(store.row.id);
      // Every kind in every store: the first ten catalogue products cycle the kinds (products.ts).
      const carried = [...products.slice(0, 10), ...menuRandom.sample(products.slice(10), count - 10)].sort((a, b) => a.row.id - b.row.id);
      const menuProducts = buildMenu(menuRandom, store, carried, specials, brandSpecials, menuCount + 1);
      store.data.product_count = menuProducts.filter((m) => m.row.visible === 1).length;
      [specialCount, menuCount] = [specialCount + specials.length, menuCount + menuProducts.length];
      yield { store, specials, menuProducts };
    }
  }

  const reviews = buildReviews(random.fork('reviews'), products, stores);
  return { stores, brands, products, brandSpecials, reviews, promoCodes: buildPromoCodes(storeIds), storeMenus };
}

/** Product and store reviews, with each one's rating and count set from its own. */
function buildReviews(reviewRandom: Random, products: readonly SeedProduct[], stores: readonly SeedStore[]): SeedReview[] {
  const reviews: SeedReview[] = [];
  for (const product of products) {
    const own = Array.from({ length: reviewCountFor(reviewRandom) }, (_, i) => buildReview(reviewRandom, reviews.length + i + 1, { product_id: product.row.id }));
    reviews.push(...own);
    const { rating, count } = summarize(own);
    product.row.aggregate_rating = rating;
    product.row.review_count = count;
  }
  for (const store of stores) {
    const own = Array.from({ length: reviewRandom.int(0, 30) }, (_, i) => buildReview(reviewRandom, reviews.length + i + 1, { store_id: store.row.id }));
    reviews.push(...own);
    const { rating, count } = summarize(own);
    store.row.rating = rating;
    store.row.reviews_count = count;
  }
  return reviews;
}
