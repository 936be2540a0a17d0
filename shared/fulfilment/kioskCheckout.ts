import { isFilled, type FieldRules } from '../forms';
import type { AppMode } from '../types/catalog';

/** How a buyer without an account gives contact details: all of them, if they like, or not at all. */
export type ContactPolicy = 'required' | 'optional' | 'none';

export type KioskAnonymousCheckout = 'allowed' | 'required' | 'none';

/**
 * 000 §3 kiosk_anonymous_checkout, for a kiosk's orders: allowed makes contact details optional, required places
 * every order without them (the form shows none), none asks for them as any guest checkout does. Outside a kiosk
 * the setting does not apply.
 */
export function guestContactPolicy(appMode: AppMode, setting: KioskAnonymousCheckout | null | undefined): ContactPolicy {
  if (appMode !== 'kiosk') return 'required';
  if (setting === 'allowed') return 'optional';
  return setting === 'required' ? 'none' : 'required';
}

/** Whether a buyer without an account may order: an anonymous kiosk order is the store's own setting for its kiosk. */
export function takesBuyersWithoutAccount(policy: ContactPolicy, guestCheckoutSetting: string | null | undefined): boolean {
  return policy !== 'required' || guestCheckoutSetting !== 'disabled';
}

export interface GuestGates {
  readonly appMode: AppMode;
  readonly kiosk_anonymous_checkout?: KioskAnonymousCheckout | null;
  readonly guest_checkout_setting?: string | null;
}

/**
 * Why the server refuses a checkout by a buyer without an account: `sign_in` (no guests here), `contact_required`
 * (a guest checkout without contact details) or `contact_refused` (a kiosk that places orders without them was
 * sent some); null when it may go on.
 */
export function guestContactRefusal(gates: GuestGates, contact: object | null | undefined): 'sign_in' | 'contact_required' | 'contact_refused' | null {
  const policy = guestContactPolicy(gates.appMode, gates.kiosk_anonymous_checkout);
  if (!takesBuyersWithoutAccount(policy, gates.guest_checkout_setting)) return 'sign_in';
  if (policy === 'required' && !contact) return 'contact_required';
  if (policy === 'none' && contact) return 'contact_refused';
  return null;
}

interface ContactValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
  readonly email: string;
}

/** Whether a shopper typed any contact detail (an optional contact is all or nothing). */
export const contactGiven = (values: ContactValues): boolean => [values.first_name, values.last_name, values.phone, values.email].some(isFilled);

/**
 * The contact fields' rules (001 §5 messages). Required: names, a US phone and an e-mail, as guest checkout asks.
 * Optional: nothing while all are empty; once one is typed, names and e-mail are needed (the server keeps contact
 * details whole) and a phone, when given, must be a US one.
 */
export function contactFormRules(policy: ContactPolicy, values: ContactValues): Partial<Record<keyof ContactValues, FieldRules>> {
  if (policy === 'none') return {};
  const needed = policy === 'required' || contactGiven(values);
  return {
    first_name: { required: needed, maxLength: 100 },
    last_name: { required: needed, maxLength: 100 },
    phone: { required: policy === 'required', type: 'phone' },
    email: { required: needed, type: 'email' },
  };
}
