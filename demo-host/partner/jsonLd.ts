import type { AggregateRating, Graph, ItemList, Offer, Product, Store as StoreLd, Thing } from 'schema-dts';
import type { Store } from '../../shared/types';
import type { CataloguePage, ListedProduct } from './cataloguePage';
import { scriptSafeJson } from '../server/widgetHtml';
import { storeMenuPath } from '../../shared/routes/catalogueLinks';

/** A widget route's absolute URL where the page is published (the partner's page, the host), or undefined when unknown. */
export type UrlOf = (route: string) => string | undefined;

const IN_STOCK = 'https://schema.org/InStock';

/** Money in JSON-LD: a decimal string in the currency's major unit (schema.org price), from integer cents. */
const price = (cents: number) => (cents / 100).toFixed(2);

function storeLd(store: Store, urlOf: UrlOf): StoreLd {
  return {
    '@type': 'Store',
    name: store.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.zip,
      addressCountry: store.country_code,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.long },
    ...(store.phone ? { telephone: store.phone } : {}),
    ...withUrl(urlOf(storeMenuPath(store))),
  };
}

/** One Offer per weight a store prices (000 §4), each with its price and currency (schema.org's required fields). */
function offersLd(product: ListedProduct): Offer[] {
  return product.offers.flatMap((offer) =>
    offer.weights.map((weight): Offer => ({
      '@type': 'Offer',
      name: weight.label,
      price: price(weight.cents),
      priceCurrency: offer.currency,
      availability: IN_STOCK,
      seller: { '@type': 'Organization', name: offer.storeName },
    })),
  );
}

function ratingLd(product: ListedProduct): { aggregateRating?: AggregateRating } {
  return product.rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.value, reviewCount: product.rating.count, bestRating: 5 } } : {};
}

function productLd(product: ListedProduct, url: string | undefined): Product {
  return {
    '@type': 'Product',
    name: product.name,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.photo ? { image: product.photo } : {}),
    ...withUrl(url),
    ...ratingLd(product),
    offers: offersLd(product),
  };
}

function itemListLd(page: CataloguePage, urlOf: UrlOf): ItemList {
  return {
    '@type': 'ItemList',
    name: page.heading,
    ...withUrl(urlOf(page.canonicalPath)),
    numberOfItems: page.products.length,
    itemListElement: page.products.map((product, index) => ({ '@type': 'ListItem', position: index + 1, item: productLd(product, urlOf(product.path)) })),
  };
}

const withUrl = (url: string | undefined) => (url ? { url } : {});

/**
 * The page as schema.org JSON-LD: the Store it belongs to (name, address, geo, url), then its Product (a product
 * page) or an ItemList of Products, each with an Offer per priced weight and, from five reviews on, an
 * AggregateRating. `url` is the canonical URL: a `<link rel="canonical">` belongs in the page's head, which a
 * fragment cannot reach (docs/embedding.md).
 */
export function pageJsonLd(page: CataloguePage, urlOf: UrlOf): Graph {
  const things: Thing[] = [];
  if (page.store) things.push(storeLd(page.store, urlOf));
  if (page.kind === 'product' && page.products[0]) things.push(productLd(page.products[0], urlOf(page.canonicalPath)));
  else if (page.products.length > 0) things.push(itemListLd(page, urlOf));
  return { '@context': 'https://schema.org', '@graph': things };
}

/** A JSON-LD script element; catalogue text holding `</script>` or `<!--` cannot end it early (scriptSafeJson). */
export function jsonLdScript(data: Graph): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}
