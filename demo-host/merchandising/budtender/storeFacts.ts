import { KINDS, LINEAGES, WEIGHT_IDS, type Kind, type Lineage, type WeightId } from '../../../shared/types';
import { DOSED_KINDS } from './vocabulary';

/** One weight of a product and what the shopper pays for it (001 §3 unit price), in cents. */
export interface WeightPrice {
  weight: WeightId;
  cents: number;
}

/** A missing value in a Float64Array column (null in a fact). */
export const NONE = Number.NaN;
/** A missing id in a Uint8Array or Int32Array column of table ids. */
export const NO_ID = -1;
export const NO_SMALL_ID = 255;

/**
 * What the budtender reads of a store's products, worked out once per store index from the feature rows, held as
 * columns (docs/budtender.md § Store facts): one typed array a fact, one entry a product (its row), the strings
 * interned in small tables. At 50,000 products they take a few MB where an object a product took about 100 MB.
 * The menu product itself is read by id for the picks an answer shows.
 */
export interface StoreFactColumns {
  count: number;
  ids: Uint32Array;
  /** KINDS index; LINEAGES index or NO_SMALL_ID; brands index or NO_ID. */
  kind: Uint8Array;
  lineage: Uint8Array;
  brand: Int32Array;
  /** The store's best_seller_rank (1 the best seller), 0 when not ranked. */
  bestSellerRank: Uint32Array;
  /** THC per package in mg, for a dose limit; NONE when the product states none. */
  thcDoseMg: Float64Array;
  /** Feelings and activities as the catalogue tags them (000 §3 facets): row r's tag ids are tagIds[tagStart[r]..tagStart[r + 1]). */
  tagStart: Uint32Array;
  tagIds: Uint16Array;
  tagNames: readonly string[];
  /** Lowercase name (where a form such as "gummies" shows) and root subtype (subtypes index). */
  nameText: readonly string[];
  subtype: Uint16Array;
  subtypes: readonly string[];
  /** The weights on sale, the card's default weight first (000 §4): row r's are at priceStart[r]..priceStart[r + 1). */
  priceStart: Uint32Array;
  priceWeight: Uint8Array;
  priceCents: Int32Array;
  /** THC and CBD as the product states them (mg for dosed kinds, else percent), NONE when it has none. */
  thc: Float64Array;
  cbd: Float64Array;
  /** Where THC, CBD and the default price sit among the store's products of the same kind: 0 the lowest, 1 the highest. */
  thcRank: Float64Array;
  cbdRank: Float64Array;
  priceRank: Float64Array;
  /** Reviewed products' rating out of 5 (000 §3 aggregate_rating), NONE without reviews. */
  rating: Float64Array;
  reviewCount: Uint32Array;
  /** The best-seller rank as a share in [0, 1]: 1 the store's best seller, 0 not ranked. */
  sales: Float64Array;
  /** Best sellers and well-rated products first, in [0, 1]: the tie-breaker. */
  popularity: Float64Array;
  onSale: Uint8Array;
  /** The rows of each kind: a search for vapes reads only the vapes. */
  byKind: ReadonlyMap<Kind, Uint32Array>;
  /** The store's brands, for the question's parser. */
  brands: readonly string[];
  tagIdOf: ReadonlyMap<string, number>;
}

const orNull = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * One product's facts read from the columns: a view, not a copy. Scoring moves one view over every row; a product an
 * answer keeps gets a view of its own.
 */
export class ProductFacts {
  constructor(
    readonly store: StoreFactColumns,
    public row: number,
  ) {}

  get id(): number {
    return this.store.ids[this.row];
  }
  get kind(): Kind {
    return KINDS[this.store.kind[this.row]];
  }
  get lineage(): Lineage | null {
    return LINEAGES[this.store.lineage[this.row]] ?? null;
  }
  get brand(): string | null {
    return this.store.brands[this.store.brand[this.row]] ?? null;
  }
  get bestSellerRank(): number | null {
    return this.store.bestSellerRank[this.row] || null;
  }
  get thcDoseMg(): number | null {
    return orNull(this.store.thcDoseMg[this.row]);
  }
  get nameText(): string {
    return this.store.nameText[this.row];
  }
  get subtypeText(): string {
    return this.store.subtypes[this.store.subtype[this.row]];
  }
  get thc(): number | null {
    return orNull(this.store.thc[this.row]);
  }
  get cbd(): number | null {
    return orNull(this.store.cbd[this.row]);
  }
  get thcUnit(): 'mg' | '%' {
    return DOSED_KINDS.includes(this.kind) ? 'mg' : '%';
  }
  get thcRank(): number | null {
    return orNull(this.store.thcRank[this.row]);
  }
  get cbdRank(): number | null {
    return orNull(this.store.cbdRank[this.row]);
  }
  get priceRank(): number | null {
    return orNull(this.store.priceRank[this.row]);
  }
  get rating(): number | null {
    return orNull(this.store.rating[this.row]);
  }
  get reviewCount(): number {
    return this.store.reviewCount[this.row];
  }
  get sales(): number {
    return this.store.sales[this.row];
  }
  get popularity(): number {
    return this.store.popularity[this.row];
  }
  get onSale(): boolean {
    return this.store.onSale[this.row] === 1;
  }

  /** Whether the catalogue tags the product with `tag` (exact). */
  hasTag(tag: string): boolean {
    const id = this.store.tagIdOf.get(tag);
    if (id === undefined) return false;
    const { tagStart, tagIds } = this.store;
    for (let at = tagStart[this.row]; at < tagStart[this.row + 1]; at += 1) if (tagIds[at] === id) return true;
    return false;
  }

  /** How many weights are on sale. */
  get priceCount(): number {
    return this.store.priceStart[this.row + 1] - this.store.priceStart[this.row];
  }

  /** The k-th weight on sale and its price (the default weight first), null past the last. */
  priceAt(k: number): WeightPrice | null {
    if (k >= this.priceCount) return null;
    const at = this.store.priceStart[this.row] + k;
    return { weight: WEIGHT_IDS[this.store.priceWeight[at]], cents: this.store.priceCents[at] };
  }

  /** The k-th weight's price in cents, without making a WeightPrice. */
  centsAt(k: number): number {
    return this.store.priceCents[this.store.priceStart[this.row] + k];
  }

  weightAt(k: number): WeightId {
    return WEIGHT_IDS[this.store.priceWeight[this.store.priceStart[this.row] + k]];
  }
}

/** A store's facts: the columns, and a view of any product in them. */
export class StoreFacts {
  constructor(readonly columns: StoreFactColumns) {}

  get count(): number {
    return this.columns.count;
  }
  get brands(): readonly string[] {
    return this.columns.brands;
  }

  /** A view of one row (its own object: safe to keep). */
  at(row: number): ProductFacts {
    return new ProductFacts(this.columns, row);
  }

  /** Calls `visit` with each row of some kinds (the store's rows of each kind in turn), or with every row. */
  forEachRow(kinds: readonly Kind[] | null, visit: (row: number) => void): void {
    if (kinds === null) for (let row = 0; row < this.count; row += 1) visit(row);
    else for (const kind of kinds) for (const row of this.columns.byKind.get(kind) ?? []) visit(row);
  }

  /** Views of the rows `keep` accepts (a suggestion's few lookups; scoring moves one view instead). */
  where(keep: (facts: ProductFacts) => boolean, kinds: readonly Kind[] | null = null): ProductFacts[] {
    const cursor = new ProductFacts(this.columns, 0);
    const kept: ProductFacts[] = [];
    this.forEachRow(kinds, (row) => {
      cursor.row = row;
      if (keep(cursor)) kept.push(this.at(row));
    });
    return kept;
  }

  /** Estimated bytes held: typed arrays by their length, strings at 2 bytes a character plus a header. */
  bytes(): number {
    let bytes = 0;
    for (const value of Object.values(this.columns)) if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    for (const kind of this.columns.byKind.values()) bytes += kind.byteLength;
    const texts = [this.columns.nameText, this.columns.subtypes, this.columns.tagNames, this.columns.brands];
    for (const list of texts) for (const text of list) bytes += 16 + text.length * 2;
    return bytes;
  }
}
