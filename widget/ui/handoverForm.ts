import type { CheckoutPayload, CheckoutValues } from '../../shared/cart';
import { contactFormRules, contactGiven, curbsideFormRules, type ContactPolicy } from '../../shared/fulfilment';
import type { FormRules } from '../../shared/forms';
import type { AppMode } from '../../shared/types';

/** What the checkout form knows of the hand-over: whether a buyer without an account gives contact, and the spots. */
export interface HandoverContext {
  /** null: the shopper orders with an account (or the guest rules of checkoutFormRules apply). */
  readonly contact: ContactPolicy | null;
  readonly spotMax: number | null;
}

/** The rules the checkout form adds for the hand-over (shared/fulfilment): an optional contact, and curbside's car and spot. */
export function handoverFormRules(context: HandoverContext, values: CheckoutValues): FormRules<CheckoutValues> {
  const contact = context.contact === 'optional' ? contactFormRules('optional', values) : {};
  return { ...contact, ...(values.mode === 'curbside' ? curbsideFormRules(context.spotMax) : {}) };
}

/** Whether the order goes with the shopper's contact details: always for a guest checkout, when typed for an optional one. */
export function sendsContact(policy: ContactPolicy | null, values: CheckoutValues): boolean {
  return policy === 'required' || (policy === 'optional' && contactGiven(values));
}

export type HandoverPayload = CheckoutPayload & { curbside?: { spot_number?: number; vehicle: string }; app_mode: AppMode };

/** The body's hand-over fields: curbside's car and spot, and the app mode (a kiosk's order follows its own rules). */
export function withHandover(payload: CheckoutPayload, values: CheckoutValues, appMode: AppMode): HandoverPayload {
  if (values.mode !== 'curbside') return { ...payload, app_mode: appMode };
  const spot = values.spot_number.trim();
  return { ...payload, app_mode: appMode, curbside: { ...(spot ? { spot_number: Number(spot) } : {}), vehicle: values.vehicle.trim() } };
}
