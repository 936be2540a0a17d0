import type { AddStatus, CartLine, CartModel } from '../../../shared/cart';
import type { LimitProduct } from '../../../shared/cartLimits';
import type { ReservationMode } from '../../../shared/constants';
import type { AppMode, BundlePossibilities, Cart, CartLimitRule, DeliveryAddress, PosCartTotals, WeightId } from '../../../shared/types';
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
  /** Issue 7 §2: a caller may keep the drawer shut (a quick add inside the drawer itself). */
  suppressDrawer?: boolean;
}

/** A product of another store waiting for the shopper's answer (001 §2 replaceCart). */
export interface ReplaceRequest {
  readonly input: AddInput;
  readonly cartStore: { id: number; name: string } | null;
}

export interface BundlePrompt extends BundlePossibilities {
  readonly touchedProductId: number;
}

/** The whole cart of issue 7 behind the shape the catalogue's cards use (uuid, lines, status, add, weightInCart). */
export interface CartState {
  readonly uuid: ReadonlySignal<string | null>;
  readonly lines: ReadonlySignal<readonly CartLine[]>;
  readonly status: ReadonlySignal<Readonly<Record<number, AddStatus>>>;
  readonly model: ReadonlySignal<CartModel>;
  /** The last cart the server answered (prices, totals, specials, unavailable products). */
  readonly remote: ReadonlySignal<Cart | null>;
  readonly pos: ReadonlySignal<PosCartTotals | null>;
  readonly drawerOpen: Signal<boolean>;
  readonly replaceRequest: Signal<ReplaceRequest | null>;
  readonly bundle: Signal<BundlePrompt | null>;
  /**
   * The cart store's limit rules, once a bag view has loaded the store: an add or a higher count that would put
   * a group over is refused here with the server's message, without a request (issue 7 §2).
   */
  readonly limitRules: Signal<{ readonly storeId: number; readonly rules: readonly CartLimitRule[] } | null>;
  /** The last refusal of an add or update (a cart limit names its group, issue 5 §2). */
  readonly lastError: Signal<string | null>;
  /** Set by a checkout that failed on unavailable products (001 §8 fix-unavailable flow). */
  readonly fixUnavailable: Signal<boolean>;
  readonly promoCode: ReadonlySignal<string>;
  readonly deliveryAddress: ReadonlySignal<DeliveryAddress | null>;
  add(input: AddInput): Promise<boolean>;
  weightInCart(productId: number): WeightId | null;
  refresh(force?: boolean): Promise<void>;
  /** Fetches the cart-limit data of lines that have none (restored from storage, 001 §9), for the meters. */
  loadLimits(): Promise<void>;
  setCount(productId: number, weight: WeightId, count: number): Promise<boolean>;
  /**
   * The refusal the server would answer for this line at this count (issue 7 §2: a group over its limit), or null:
   * allowed, or the store's rules are not known here yet. The bag disables its "+" with it.
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
  loaded(cart: Cart): void;
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
}
