import { buildBrands, type SeedBrand } from './brands';
import { buildMenu, type SeedMenuProduct } from './menu';
import { PLACES } from './places';
import { buildProduct, type SeedProduct } from './products';
import { buildPromoCodes, type SeedPromoCode } from './promoCodes';
import { createRandom } from './random';
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

/** The whole sample catalogue (DESIGN §1.1), in memory: a pure function of the options. */
export function buildCatalogue(options: CatalogueOptions = {}): Catalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const storeCount = Math.max(1, options.stores ?? DEFAULT_STORE_COUNT);
  const bigStoreProducts = Math.max(1, options.products ?? DEFAULT_BIG_STORE_PRODUCTS);
  const catalogueSize = Math.max(Math.ceil(bigStoreProducts * 1.2), MAX_STORE_PRODUCTS);
  const random = createRandom(seed);

  const brands = buildBrands(random.fork('brands'), BRAND_COUNT);
  const productRandom = random.fork('products');
  const products = Array.from({ length: catalogueSize }, (_, i) => buildProduct(productRandom, i + 1, i, brands));
  const storeRandom = random.fork('stores');
  const stores = Array.from({ length: storeCount }, (_, i) => buildStore(storeRandom, i + 1));
  const storeIds = stores.map((s) => s.row.id);
  const brandSpecials = buildBrandSpecials(random.fork('brand-specials'), brands, products, storeIds);

  const specials: SeedSpecial[] = [];
  const menuProducts: SeedMenuProduct[] = [];
  const menuRandom = random.fork('menus');
  for (const store of stores) {
    const own = buildStoreSpecials(menuRandom, store.row.id, specials.length + 1);
    specials.push(...own);
    const count = store.row.id === BIG_STORE_ID ? bigStoreProducts : Math.min(catalogueSize, menuRandom.int(MIN_STORE_PRODUCTS, MAX_STORE_PRODUCTS));
    // Every kind in every store: the first ten catalogue products cycle the kinds (products.ts).
    const carried = [...products.slice(0, 10), ...menuRandom.sample(products.slice(10), count - 10)].sort((a, b) => a.row.id - b.row.id);
    const menu = buildMenu(menuRandom, store, carried, own, brandSpecials, menuProducts.length + 1);
    menuProducts.push(...menu);
    store.data.product_count = menu.filter((m) => m.row.visible === 1).length;
  }

  const reviews: SeedReview[] = [];
  const reviewRandom = random.fork('reviews');
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
  return { stores, brands, products, specials, brandSpecials, menuProducts, reviews, promoCodes: buildPromoCodes(storeIds) };
}
