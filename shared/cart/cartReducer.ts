import type { WeightId } from '../types/catalog';
import type { LimitProduct } from '../cartLimits';
import { EMPTY_CART } from './cartModel';
import type { CartAction, CartLine, CartModel } from './cartModel';
import type { ServerCart } from './serverCart';

export { EMPTY_CART } from './cartModel';
export type { AddStatus, CartAction, CartLine, CartModel, KnownLimitRules } from './cartModel';

const sameLine = (line: CartLine, productId: number, weight: WeightId) => line.productId === productId && line.weight === weight;

/** Gives every line without limit data the data known for its product (a product's data is the same at every weight). */
function withLimits(lines: readonly CartLine[], known: readonly CartLine[], extra: Readonly<Record<number, LimitProduct>> = {}): CartLine[] {
  return lines.map((line) => {
    if (line.limit) return line;
    const limit = extra[line.productId] ?? known.find((k) => k.productId === line.productId && k.limit)?.limit;
    return limit ? { ...line, limit } : line;
  });
}

/** The lines of a server cart, at the server's unit prices (read at the edge: shared/cart serverCartOf). */
const linesOf = (cart: ServerCart): CartLine[] => cart.lines.map((l) => ({ productId: l.productId, weight: l.weight, count: l.count, unitCents: l.unitCents }));

/** No cart any more: the promo code goes with it (001 §9); the address and the store's rules stay the shopper's. */
const emptied = (state: CartModel, keepMode: boolean): CartModel => ({
  ...EMPTY_CART,
  reservationMode: keepMode ? state.reservationMode : EMPTY_CART.reservationMode,
  deliveryAddress: state.deliveryAddress,
  limitRules: state.limitRules,
  lastError: state.lastError,
});

function added(state: CartModel, action: Extract<CartAction, { type: 'addSucceeded' }>): CartModel {
  const { line } = action;
  // 001 §4: an existing product and weight updates its count; otherwise a new line is added.
  const exists = state.lines.some((l) => sameLine(l, line.productId, line.weight));
  const next = exists ? state.lines.map((l) => (sameLine(l, line.productId, line.weight) ? { ...l, ...line, limit: line.limit ?? l.limit } : l)) : [...state.lines, line];
  const lines = line.limit ? withLimits(next, [], { [line.productId]: line.limit }) : next;
  return { ...state, uuid: action.uuid, store: action.store, status: 'pending', lines, fetchedAt: null, adding: { ...state.adding, [line.productId]: { state: 'added' } } };
}

function loaded(state: CartModel, cart: ServerCart, at: number): CartModel {
  if (cart.status !== 'pending' && cart.status !== 'empty') return emptied(state, false);
  // The server's lines replace ours; the limit data the widget already had for a product stays with it.
  const lines = withLimits(linesOf(cart), state.lines);
  // 001 §4: deleting the last line clears the cart.
  if (lines.length === 0) return emptied(state, true);
  return { ...state, uuid: cart.uuid, status: 'pending', store: cart.store, reservationMode: cart.reservationMode, lines, remote: cart, fetchedAt: at };
}

function lineRemoved(state: CartModel, productId: number, weight: WeightId): CartModel {
  const lines = state.lines.filter((l) => !sameLine(l, productId, weight));
  return lines.length === 0 ? emptied(state, true) : { ...state, lines, fetchedAt: null };
}

export function cartReducer(state: CartModel, action: CartAction): CartModel {
  switch (action.type) {
    case 'restored':
      return { ...EMPTY_CART, ...action.cart, promoCode: action.promoCode, deliveryAddress: action.deliveryAddress };
    case 'addStarted':
      return { ...state, lastError: null, adding: { ...state.adding, [action.productId]: { state: 'adding' } } };
    case 'addSucceeded':
      return added(state, action);
    case 'addFailed':
      return { ...state, adding: { ...state.adding, [action.productId]: { state: 'failed', message: action.message } } };
    case 'addSettled': {
      const { [action.productId]: _, ...adding } = state.adding;
      return { ...state, adding };
    }
    case 'changeStarted':
      return { ...state, lastError: null };
    case 'loaded':
      return loaded(state, action.cart, action.at);
    case 'countChanged':
      if (action.count <= 0) return lineRemoved(state, action.productId, action.weight);
      return { ...state, lines: state.lines.map((l) => (sameLine(l, action.productId, action.weight) ? { ...l, count: action.count } : l)), fetchedAt: null };
    case 'lineRemoved':
      return lineRemoved(state, action.productId, action.weight);
    case 'limitsKnown':
      return { ...state, lines: withLimits(state.lines, [], action.products) };
    case 'storeRulesKnown':
      return { ...state, limitRules: { storeId: action.storeId, rules: action.rules } };
    case 'modeChanged':
      return { ...state, reservationMode: action.mode, fetchedAt: null };
    case 'promoCodeSaved':
      return { ...state, promoCode: action.code };
    case 'deliveryAddressSet':
      return { ...state, deliveryAddress: action.address };
    case 'refused':
      return { ...state, lastError: action.message };
    case 'errorDismissed':
      return { ...state, lastError: null };
    case 'unavailableFlagged':
      return { ...state, fixUnavailable: true };
    case 'unavailableRemoved':
      return { ...state, fixUnavailable: false };
    case 'checkoutStarted':
      return { ...state, checkingOut: true };
    case 'checkoutEnded':
      return { ...state, checkingOut: false };
    case 'cleared':
      return emptied(state, false);
  }
}
