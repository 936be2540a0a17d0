import { useMemo, useState } from 'react';
import type { CheckoutFormContext, CheckoutValues } from '../../../shared/cart';
import { isFormValid, mergeServerValidations, validateForm } from '../../../shared/forms';
import type { FormErrors, ServerValidations } from '../../../shared/forms';
import { checkoutRules } from '../../ui/checkoutRules';
import type { HandoverContext } from '../../ui/handoverForm';

export interface CheckoutForm {
  readonly values: CheckoutValues;
  /** Messages to show: a field's once it was changed or left, or every field's after a submit attempt. */
  readonly shown: FormErrors<CheckoutValues>;
  readonly valid: boolean;
  set<K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]): void;
  blur(field: keyof CheckoutValues): void;
  showAll(): void;
  setServerErrors(validations: ServerValidations): void;
}

/** The checkout form (001 §4): it validates on every change and blur with the 001 §5 messages. */
export function useCheckoutForm(initial: CheckoutValues, context: CheckoutFormContext & { readonly handover?: HandoverContext }): CheckoutForm {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof CheckoutValues, boolean>>>({});
  const [all, setAll] = useState(false);
  const [server, setServer] = useState<FormErrors<CheckoutValues>>({});
  const errors = useMemo(() => validateForm(values, checkoutRules(context, values)), [values, context]);
  const merged: FormErrors<CheckoutValues> = { ...errors };
  for (const [key, message] of Object.entries(server)) if (message) merged[key as keyof CheckoutValues] = message;
  const shown: FormErrors<CheckoutValues> = {};
  for (const key of Object.keys(merged) as (keyof CheckoutValues)[]) {
    if (all || touched[key] || server[key]) shown[key] = merged[key];
  }
  return {
    values,
    shown,
    valid: isFormValid(errors),
    set(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
      setServer((current) => ({ ...current, [field]: undefined }));
    },
    blur: (field) => setTouched((current) => ({ ...current, [field]: true })),
    showAll: () => setAll(true),
    setServerErrors: (validations) => setServer(mergeServerValidations({}, validations)),
  };
}
