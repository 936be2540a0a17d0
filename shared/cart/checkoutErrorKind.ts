// 001 §8: the checkout messages the widget reacts to, word for word.
export const TOTAL_UPDATED_MESSAGE = 'Your total has been updated';
export const PRODUCTS_UNAVAILABLE_MESSAGE = 'One or more products in your cart are no longer available';
export const CART_NOT_PENDING_MESSAGE = 'Cart is not pending';

export type CheckoutErrorKind =
  | { kind: 'totalUpdated'; message: string }
  | { kind: 'productsUnavailable'; message: string }
  | { kind: 'cartNotPending'; message: string }
  | { kind: 'message'; message: string }
  | { kind: 'contact'; message: string };

/** 001 §8: a non-string error shows the contact message, naming the store's address to write to. */
// The spec names no address; the lead may move this to shared/constants with the real one.
export const CHECKOUT_CONTACT_EMAIL = 'support@canopy.example';

export function contactMessage(email: string): string {
  return `Something went wrong, please try again. If the problem persists, please contact us at ${email}`;
}

/** What a failed checkout means for the widget (001 §8 error catalogue). */
export function checkoutErrorKind(error: unknown, contactEmail: string): CheckoutErrorKind {
  if (typeof error !== 'string' || error.trim() === '') return { kind: 'contact', message: contactMessage(contactEmail) };
  if (error.includes(TOTAL_UPDATED_MESSAGE)) return { kind: 'totalUpdated', message: error };
  if (error.includes(PRODUCTS_UNAVAILABLE_MESSAGE)) return { kind: 'productsUnavailable', message: error };
  if (error.includes(CART_NOT_PENDING_MESSAGE)) return { kind: 'cartNotPending', message: error };
  return { kind: 'message', message: error };
}
