import type { AddStatus, CartLine, CartModel, KnownLimitRules, ServerCart, ServerCartLine } from '../../../shared/cart';
import type { LimitProduct } from '../../../shared/cartLimits';
import type { ReservationMode } from '../../../shared/constants';
import type { AppMode, BundlePossibilities, CartLimitRule, DeliveryAddress, WeightId } from '../../../shared/types';
import type { Http } from '../../api/createHttp';
import type { SafeStorage } from '../../platform/safeStorage';
import type { ReadonlySignal, Signal } from '../signals';

export interface AddInput {
  productId: number;
  storeId: number;
  weight: WeightId;
  count?: number;
  unitCents: number | null;
  recommended?: boolean;
  /** The product's cart-limit data (a menu product will do: only kind, THC mg, net weight and equivalencies are kept). */
  limit?: LimitProduct;
  /** A caller may keep the drawer shut (a quick add inside the drawer itself). */
  suppressDrawer?: boolean;
}

/** A product of another store waiting for the shopper's answer (001 §2 replaceCart). */
export interface ReplaceRequest {
  readonly input: AddInput;
  readonly cartStore: { id: number; name: string } | null;
}

/** 001 §4 bundle prompt: the possibilities of the product just touched. */
export interface BundlePrompt extends BundlePossibilities {
  readonly touchedProductId: number;
}

/** The bag's own UI state: none of it is the cart, so none of it goes through the cart's reducer. */
export interface CartUi {
  readonly drawerOpen: Signal<boolean>;
  readonly replaceRequest: Signal<ReplaceRequest | null>;
  readonly bundle: Signal<BundlePrompt | null>;
}

/**
 * The cart (a reducer-driven store, shared/cart cartReducer, STYLE 6) and the bag's UI state, behind the shape the
 * catalogue's cards use (uuid, lines, status, add, weightInCart). Every cart change is one request (DESIGN §3).
 */
export interface CartState extends CartUi {
  readonly uuid: ReadonlySignal<string | null>;
  readonly lines: ReadonlySignal<readonly CartLine[]>;
  readonly status: ReadonlySignal<Readonly<Record<number, AddStatus>>>;
  readonly model: ReadonlySignal<CartModel>;
  /** The last cart the server answered (prices, totals, POS totals, specials, unavailable products), in cents. */
  readonly remote: ReadonlySignal<ServerCart | null>;
  /** The cart store's limit rules, once a bag view has loaded the store: see knowLimitRules. */
  readonly limitRules: ReadonlySignal<KnownLimitRules | null>;
  /** The last refusal of an add or update (a cart limit names its group). */
  readonly lastError: ReadonlySignal<string | null>;
  /** Set by a checkout that failed on unavailable products (001 §8 fix-unavailable flow). */
  readonly fixUnavailable: ReadonlySignal<boolean>;
  readonly promoCode: ReadonlySignal<string>;
  readonly deliveryAddress: ReadonlySignal<DeliveryAddress | null>;
  add(input: AddInput): Promise<boolean>;
  weightInCart(productId: number): WeightId | null;
  refresh(force?: boolean): Promise<void>;
  /** Fetches the cart-limit data of lines that have none (restored from storage, 001 §9), for the meters. */
  loadLimits(): Promise<void>;
  /** With the store's rules, an add or a higher count that would put a group over is refused here, without a request. */
  knowLimitRules(storeId: number, rules: readonly CartLimitRule[]): void;
  setCount(productId: number, weight: WeightId, count: number): Promise<boolean>;
  /**
   * The refusal the server would answer for this line at this count (a group over its limit), or null: allowed, or
   * the store's rules are not known here yet. The bag disables its "+" with it.
   */
  countRefusal(productId: number, weight: WeightId, count: number): string | null;
  remove(productId: number, weight: WeightId): Promise<boolean>;
  removeUnavailable(): Promise<void>;
  setMode(mode: ReservationMode): Promise<void>;
  setPromoCode(code: string): Promise<boolean>;
  setDeliveryAddress(address: DeliveryAddress | null): void;
  /** Saves the address on the cart so its totals price delivery to it (and stores it, 001 §9). */
  saveDeliveryAddress(address: DeliveryAddress): Promise<boolean>;
  /** Dollars (001 §3 tip_amount). */
  setTip(dollars: number): Promise<boolean>;
  /**
   * Deletes the cart and adds the waiting product of another store (001 §2). `suppressDrawer`: the caller shows the
   * bag itself (the embedded /replaceCart page goes to /cart), so the drawer must not open over it.
   */
  replaceCart(options?: { suppressDrawer?: boolean }): Promise<boolean>;
  /** A cart the server answered to another call (a loyalty reward, a dismissed notice). */
  loaded(cart: ServerCart): void;
  dismissError(): void;
  /** 001 §8: a checkout failed on unavailable products; the bag offers to remove them. */
  flagUnavailable(): void;
  setCheckingOut(value: boolean): void;
  clear(): void;
  destroy(): void;
}

export interface CartDeps {
  readonly http: Http;
  readonly mode: AppMode;
  readonly deviceId: () => string;
  readonly userAgent?: string;
  readonly storage?: SafeStorage | null;
  /** The partner id of an embedded mode (001 §9: part of the storage key). */
  readonly partnerId?: number | null;
  readonly now?: () => number;
  /** The query string the widget was opened with (its analytics tags are kept, 001 §7). */
  readonly search?: string;
  readonly notify?: (message: string, tone: 'error' | 'success') => void;
  readonly onChange?: (cart: { uuid: string | null; count: number; totalCents: number }) => void;
  readonly onAdded?: (line: { productId: number; storeId: number; weight: WeightId; count: number; unitCents: number | null; drawer: boolean }) => void;
  /** A line's count went up (an add) or down (a lower count, a removal) by `delta`, once the server took it (001 §7 cart events). */
  readonly onCountChanged?: (change: { line: ServerCartLine; storeId: number | null; delta: number }) => void;
}
