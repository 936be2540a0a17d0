import { postalCodeRefusal, type FormRules } from '../forms';
import type { ReservationMode } from '../constants';

/** The checkout form's values as the inputs hold them (text), one object for every section. */
export interface CheckoutValues extends Record<string, unknown> {
  mode: ReservationMode;
  street: string;
  city: string;
  state_code: string;
  zipcode: string;
  /** '' for as soon as possible, else the chosen slot's ISO start. */
  time: string;
  /** A preset ('0', '2', '15%') or 'custom'. */
  tip: string;
  tipCustom: string;
  payment: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  birth_date: string;
  agreement: boolean;
  notes: string;
  /** Curbside (000 §3 QR curbside settings): the spot ('' when not known yet) and the car. */
  spot_number: string;
  vehicle: string;
}

export interface CheckoutFormContext {
  readonly guest: boolean;
  readonly birthDateRequired: boolean;
  readonly agreementRequired: boolean;
  /** The largest custom tip, in the tip input's own unit (dollars or percent): maxTip of the pricing rules. */
  readonly tipMax?: number;
  /** The store's country_code (000 §3): the delivery postal code is a Canadian one for 'CA', else a US ZIP code. */
  readonly postalCountry?: string | null;
}

export const EMPTY_CHECKOUT_VALUES: CheckoutValues = {
  mode: 'pickup',
  street: '',
  city: '',
  state_code: '',
  zipcode: '',
  time: '',
  tip: '0',
  tipCustom: '',
  payment: '',
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  birth_date: '',
  agreement: false,
  notes: '',
  spot_number: '',
  vehicle: '',
};

/**
 * The checkout form's rules for the values as they stand (001 §5 messages): a delivery address needs its
 * street (and city and a postal code of the store's country to be found), a guest gives first and last name, a US phone and an
 * e-mail, the birth date where the store requires it, the agreement where the store requires it, a payment
 * option, and a custom tip that is a number from 0 to the order's tip cap.
 */
export function checkoutFormRules(context: CheckoutFormContext, values: Pick<CheckoutValues, 'mode' | 'tip'>): FormRules<CheckoutValues> {
  const delivery = values.mode === 'delivery';
  return {
    street: { required: delivery },
    city: { required: delivery },
    zipcode: { required: delivery, validate: (value) => postalCodeRefusal(String(value), context.postalCountry) },
    payment: { required: true },
    tipCustom: { required: values.tip === 'custom', type: 'number', min: 0, ...(context.tipMax !== undefined ? { max: context.tipMax } : {}) },
    ...(context.guest
      ? {
          first_name: { required: true, maxLength: 100 },
          last_name: { required: true, maxLength: 100 },
          phone: { required: true, type: 'phone' as const },
          email: { required: true, type: 'email' as const },
        }
      : {}),
    ...(context.birthDateRequired ? { birth_date: { required: true, pattern: '\\d{4}-\\d{2}-\\d{2}' } } : {}),
    ...(context.agreementRequired ? { agreement: { required: true } } : {}),
  };
}
