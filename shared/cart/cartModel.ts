import type { CartLimitRule } from '../types/store';
import type { DeliveryAddress } from '../types/cart';
import type { WeightId } from '../types/catalog';
import type { ReservationMode } from '../constants';
import type { LimitProduct } from '../cartLimits';
import type { ServerCart } from './serverCart';

/** One line of the shopper's cart as the widget keeps it (001 §3 Cart product, the fields 001 §9 stores). */
export interface CartLine {
  readonly productId: number;
  readonly weight: WeightId;
  readonly count: number;
  /** The unit price the shopper saw when adding; the remote cart's prices replace it once loaded. */
  readonly unitCents: number | null;
  /**
   * What the product carries for the cart-limit rules (THC mg, net weight, equivalency), taken from the menu
   * product when the shopper adds it. Never stored (001 §9), so a restored line has none until it is fetched.
   */
  readonly limit?: LimitProduct;
}

export type AddStatus = { readonly state: 'adding' } | { readonly state: 'added' } | { readonly state: 'failed'; readonly message: string };

/** A store's cart-limit rules, once a bag view loaded the store: the widget refuses what the server would. */
export interface KnownLimitRules {
  readonly storeId: number;
  readonly rules: readonly CartLimitRule[];
}

export interface CartModel {
  readonly uuid: string | null;
  readonly status: 'empty' | 'pending' | 'checked_out';
  readonly store: { readonly id: number; readonly name: string } | null;
  readonly reservationMode: ReservationMode;
  readonly lines: readonly CartLine[];
  /** The last cart the server answered, and when (ms), for the 2 s refetch rule (001 §9). */
  readonly remote: ServerCart | null;
  readonly fetchedAt: number | null;
  readonly adding: Readonly<Record<number, AddStatus>>;
  readonly checkingOut: boolean;
  /** The promo code saved on this cart (001 §9 -promo-code entry); '' without one. */
  readonly promoCode: string;
  /** The shopper's delivery address (001 §9 deliveryAddress entry); it outlives a cart. */
  readonly deliveryAddress: DeliveryAddress | null;
  /** The last refusal of an add or a change (a cart limit names its group). */
  readonly lastError: string | null;
  /** A checkout failed on unavailable products (001 §8 fix-unavailable flow). */
  readonly fixUnavailable: boolean;
  readonly limitRules: KnownLimitRules | null;
}

export const EMPTY_CART: CartModel = {
  uuid: null,
  status: 'empty',
  store: null,
  reservationMode: 'pickup',
  lines: [],
  remote: null,
  fetchedAt: null,
  adding: {},
  checkingOut: false,
  promoCode: '',
  deliveryAddress: null,
  lastError: null,
  fixUnavailable: false,
  limitRules: null,
};

/** Every change to the cart (STYLE 6): the widget dispatches these and stores what the reducer answers. */
export type CartAction =
  | { type: 'restored'; cart: Pick<CartModel, 'uuid' | 'status' | 'store' | 'reservationMode' | 'lines'> | null; promoCode: string; deliveryAddress: DeliveryAddress | null }
  | { type: 'addStarted'; productId: number }
  | { type: 'addSucceeded'; uuid: string; store: { id: number; name: string }; line: CartLine }
  | { type: 'addFailed'; productId: number; message: string }
  | { type: 'addSettled'; productId: number }
  | { type: 'changeStarted' }
  | { type: 'loaded'; cart: ServerCart; at: number }
  | { type: 'countChanged'; productId: number; weight: WeightId; count: number }
  | { type: 'lineRemoved'; productId: number; weight: WeightId }
  | { type: 'limitsKnown'; products: Readonly<Record<number, LimitProduct>> }
  | ({ type: 'storeRulesKnown' } & KnownLimitRules)
  | { type: 'modeChanged'; mode: ReservationMode }
  | { type: 'promoCodeSaved'; code: string }
  | { type: 'deliveryAddressSet'; address: DeliveryAddress | null }
  | { type: 'refused'; message: string }
  | { type: 'errorDismissed' }
  | { type: 'unavailableFlagged' }
  | { type: 'unavailableRemoved' }
  | { type: 'checkoutStarted' }
  | { type: 'checkoutEnded' }
  | { type: 'cleared' };
