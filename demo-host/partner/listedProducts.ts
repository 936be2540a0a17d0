import { currencyForCountry, dollarsToCents, unitPrice } from '../../shared/money';
import type { MenuProduct, Product, Store } from '../../shared/types';
import { availableWeights, discountedPriceOf, priceOf, weightLabel } from '../../shared/weights';
import type { WeightDiscountedPriceFields, WeightPriceFields } from '../../shared/weights/pricesOf';
import type { ListedOffer, ListedProduct, ListedWeight } from './cataloguePage';
import { productPath, storeProductPath } from '../../shared/routes/catalogueLinks';

/** 000 §4 ratings: a product's rating is shown (and given to search engines) from this many reviews on. */
export const RATED_FROM_REVIEWS = 5;

export /** A photo search engines can fetch: an http(s) URL, not the sample catalogue's inline data: images. */
const webPhoto = (url: string | undefined) => (url && /^https?:\/\//.test(url) ? url : null);

export type PricedFields = WeightPriceFields & WeightDiscountedPriceFields;

/** The weights a store prices for a product (000 §4: only those with a price), each at its unit price (001 §3). */
function listedWeights(product: Pick<Product, 'kind' | 'type'>, prices: PricedFields): ListedWeight[] {
  return availableWeights({ ...prices, kind: product.kind, type: product.type }).flatMap((weight) => {
    const cents = unitPrice(dollarsToCents(priceOf(prices, weight)), dollarsToCents(discountedPriceOf(prices, weight)));
    return cents === null ? [] : [{ label: weightLabel(weight), cents }];
  });
}

function offerOf(product: Pick<Product, 'kind' | 'type'>, store: Pick<Store, 'name' | 'country_code'>, prices: PricedFields): ListedOffer {
  return { storeName: store.name, currency: currencyForCountry(store.country_code), weights: listedWeights(product, prices) };
}

function listed(product: Product, path: string, offers: ListedOffer[]): ListedProduct {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    path,
    description: product.description ?? '',
    photo: webPhoto(product.photos?.[0]?.urls?.medium),
    rating: product.review_count >= RATED_FROM_REVIEWS && product.aggregate_rating !== null ? { value: product.aggregate_rating, count: product.review_count } : null,
    offers,
  };
}

/** A product on a store's menu, linked to its page in that store. */
export function listedMenuProduct(store: Store, product: MenuProduct): ListedProduct {
  return listed(product, storeProductPath(store, product), [offerOf(product, store, product)]);
}

/** A product across stores, linked to its own page, with the offer of each store that carries it. */
export function listedProduct(product: Product, offers: readonly { store: Store; prices: PricedFields }[]): ListedProduct {
  return listed(
    product,
    productPath(product),
    offers.map(({ store, prices }) => offerOf(product, store, prices)),
  );
}
