import type { Cart } from '../types/cart';
import type { WeightId } from '../types/catalog';
import type { ReservationMode } from '../constants';
import type { LimitProduct } from '../cartLimits';

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

export interface CartModel {
  readonly uuid: string | null;
  readonly status: 'empty' | 'pending' | 'checked_out';
  readonly store: { readonly id: number; readonly name: string } | null;
  readonly reservationMode: ReservationMode;
  readonly lines: readonly CartLine[];
  /** The last cart the server answered, and when (ms), for the 2 s refetch rule (001 §9). */
  readonly remote: Cart | null;
  readonly fetchedAt: number | null;
  readonly adding: Readonly<Record<number, AddStatus>>;
  readonly checkingOut: boolean;
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
};

/** Every change to the cart (STYLE 6): the widget dispatches these and stores what the reducer answers. */
export type CartAction =
  | { type: 'restored'; cart: Pick<CartModel, 'uuid' | 'status' | 'store' | 'reservationMode' | 'lines'> }
  | { type: 'addStarted'; productId: number }
  | { type: 'addSucceeded'; uuid: string; store: { id: number; name: string }; line: CartLine }
  | { type: 'addFailed'; productId: number; message: string }
  | { type: 'addSettled'; productId: number }
  | { type: 'loaded'; cart: Cart; at: number }
  | { type: 'countChanged'; productId: number; weight: WeightId; count: number }
  | { type: 'lineRemoved'; productId: number; weight: WeightId }
  | { type: 'limitsKnown'; products: Readonly<Record<number, LimitProduct>> }
  | { type: 'modeChanged'; mode: ReservationMode }
  | { type: 'checkoutStarted' }
  | { type: 'checkoutEnded' }
  | { type: 'cleared' };

const sameLine = (line: CartLine, productId: number, weight: WeightId) => line.productId === productId && line.weight === weight;

/** Gives every line without limit data the data known for its product (a product's data is the same at every weight). */
function withLimits(lines: readonly CartLine[], known: readonly CartLine[], extra: Readonly<Record<number, LimitProduct>> = {}): CartLine[] {
  return lines.map((line) => {
    if (line.limit) return line;
    const limit = extra[line.productId] ?? known.find((k) => k.productId === line.productId && k.limit)?.limit;
    return limit ? { ...line, limit } : line;
  });
}

/** The lines of a server cart (001 §3: the unit price is the discounted price if present, else the price). */
export function linesOf(cart: Cart): CartLine[] {
  return cart.products.map((product) => {
    const fields = product as unknown as Record<string, string | number | null | undefined>;
    const raw = fields[`discounted_price_${product.price_id}`] ?? fields[`price_${product.price_id}`];
    const dollars = raw === null || raw === undefined || raw === '' ? null : Number(raw);
    return { productId: product.id, weight: product.price_id, count: product.count, unitCents: dollars === null || Number.isNaN(dollars) ? null : Math.round(dollars * 100) };
  });
}

export function cartReducer(state: CartModel, action: CartAction): CartModel {
  switch (action.type) {
    case 'restored':
      return { ...EMPTY_CART, ...action.cart };
    case 'addStarted':
      return { ...state, adding: { ...state.adding, [action.productId]: { state: 'adding' } } };
    case 'addSucceeded': {
      const { line } = action;
      // 001 §4: an existing product and weight updates its count; otherwise a new line is added.
      const exists = state.lines.some((l) => sameLine(l, line.productId, line.weight));
      const added = exists ? state.lines.map((l) => (sameLine(l, line.productId, line.weight) ? { ...l, ...line, limit: line.limit ?? l.limit } : l)) : [...state.lines, line];
      const lines = line.limit ? withLimits(added, [], { [line.productId]: line.limit }) : added;
      return { ...state, uuid: action.uuid, store: action.store, status: 'pending', lines, fetchedAt: null, adding: { ...state.adding, [line.productId]: { state: 'added' } } };
    }
    case 'addFailed':
      return { ...state, adding: { ...state.adding, [action.productId]: { state: 'failed', message: action.message } } };
    case 'addSettled': {
      const { [action.productId]: _, ...adding } = state.adding;
      return { ...state, adding };
    }
    case 'loaded': {
      const { cart } = action;
      if (cart.status !== 'pending' && cart.status !== 'empty') return { ...EMPTY_CART };
      // The server's lines replace ours; the limit data the widget already had for a product stays with it.
      const lines = withLimits(linesOf(cart), state.lines);
      // 001 §4: deleting the last line clears the cart.
      if (lines.length === 0) return { ...EMPTY_CART, reservationMode: state.reservationMode };
      return { ...state, uuid: cart.uuid, status: 'pending', store: cart.store, reservationMode: cart.reservation_mode, lines, remote: cart, fetchedAt: action.at };
    }
    case 'countChanged': {
      if (action.count <= 0) return cartReducer(state, { type: 'lineRemoved', productId: action.productId, weight: action.weight });
      return { ...state, lines: state.lines.map((l) => (sameLine(l, action.productId, action.weight) ? { ...l, count: action.count } : l)), fetchedAt: null };
    }
    case 'lineRemoved': {
      const lines = state.lines.filter((l) => !sameLine(l, action.productId, action.weight));
      if (lines.length === 0) return { ...EMPTY_CART, reservationMode: state.reservationMode };
      return { ...state, lines, fetchedAt: null };
    }
    case 'limitsKnown':
      return { ...state, lines: withLimits(state.lines, [], action.products) };
    case 'modeChanged':
      return { ...state, reservationMode: action.mode, fetchedAt: null };
    case 'checkoutStarted':
      return { ...state, checkingOut: true };
    case 'checkoutEnded':
      return { ...state, checkingOut: false };
    case 'cleared':
      return { ...EMPTY_CART };
  }
}
