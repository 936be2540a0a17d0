import type { Kind, Lineage, WeightId } from '../../../shared/types';

/** One weight of a product on a store's menu, as the import compares and writes it (money in cents). */
export interface WeightOffer {
  price: number;
  discounted: number | null;
  quantity: number;
}

/**
 * A product on a store's menu as the import sees it: what the file says and what the database holds, in one
 * comparable shape. `visible` is false for a product a full import left out earlier (kept for the carts holding it).
 */
export interface MenuItem {
  name: string;
  brand: string | null;
  kind: Kind;
  category: Lineage | null;
  description: string;
  percentThc: number | null;
  percentCbd: number | null;
  photoUrl: string | null;
  visible: boolean;
  weights: Partial<Record<WeightId, WeightOffer>>;
}

/**
 * One product of an import file: its weight rows gathered. A field whose column the file does not have is
 * undefined: the product keeps its current value (a new product takes the empty one).
 */
export interface ImportedProduct {
  /** The operator's own product id (the `product_id` column), unique per store. */
  externalId: string;
  /** The line (CSV) or row number (JSON) of its first row. */
  line: number;
  name: string;
  brand: string;
  kind: Kind;
  category?: Lineage | null;
  description?: string;
  percentThc?: number | null;
  percentCbd?: number | null;
  photoUrl?: string | null;
  /** A weight's discounted price is undefined when the file has no discounted_price column. */
  weights: Partial<Record<WeightId, Omit<WeightOffer, 'discounted'> & { discounted?: number | null }>>;
}

/** A fault of an import file: where (line or JSON row number, column) and what (docs/api-admin.md § Menu import). */
export interface ImportFault {
  line: number;
  column: string | null;
  message: string;
}

/** A file read and checked: its products, or every fault (the first MAX_FAULTS of them) and how many there were. */
export type ParsedMenu = { ok: true; rows: number; products: ImportedProduct[] } | { ok: false; faults: ImportFault[]; faultCount: number };

/** Faults listed in an answer; the count says how many more there were. */
export const MAX_FAULTS = 100;
