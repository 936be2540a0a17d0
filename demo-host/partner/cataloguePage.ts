import type { Currency } from '../../shared/money';
import type { Store } from '../../shared/types';

// One crawlable catalogue page (DESIGN §1.6), whatever its route: what the fragment, the JSON-LD and the host page's
// head are all drawn from, so the three always say the same thing.

/** A weight a store sells a product in, with the price a shopper pays (001 §3 unit price), in cents. */
export interface ListedWeight {
  readonly label: string;
  readonly cents: number;
}

/** One store's offer of a product. */
export interface ListedOffer {
  readonly storeName: string;
  readonly currency: Currency;
  readonly weights: readonly ListedWeight[];
}

export interface ListedProduct {
  readonly id: number;
  readonly name: string;
  readonly brand: string | null;
  /** Its widget route. */
  readonly path: string;
  readonly description: string;
  readonly photo: string | null;
  readonly rating: { readonly value: number; readonly count: number } | null;
  readonly offers: readonly ListedOffer[];
}

export interface ListedLink {
  readonly name: string;
  readonly path: string;
  readonly text?: string;
}

export interface CataloguePage {
  /** `product`: the page of one product (JSON-LD Product); `list`: anything else (JSON-LD ItemList). */
  readonly kind: 'product' | 'list';
  /** The widget route asked for, as given. */
  readonly route: string;
  /** The route's canonical form (real slugs, filters kept): what search engines should index. */
  readonly canonicalPath: string;
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  /** The store the page belongs to, when it belongs to one (JSON-LD Store). */
  readonly store: Store | null;
  readonly intro: string;
  readonly links: readonly ListedLink[];
  readonly products: readonly ListedProduct[];
  /** How many products the route holds; more than `products.length` when the list is capped (PRODUCTS_LISTED). */
  readonly productsTotal: number;
}

/** 48 products at most on a page (two of the menu's pages of 24): a fragment reads no more than one page needs. */
export const PRODUCTS_LISTED = 48;
