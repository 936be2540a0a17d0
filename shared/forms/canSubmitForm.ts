import type { FormErrors } from './validateForm';

export interface FormSubmitState<V> {
  errors: FormErrors<V>;
  submitting: boolean;
  /** Whether any value differs from what the form opened with. */
  changed?: boolean;
  /** Forms that edit saved data (the profile) only submit a change. */
  requireChange?: boolean;
}

/** 001 §4: submit is disabled when the form is invalid, submitting, or (optionally) unchanged. */
export function canSubmitForm<V>(state: FormSubmitState<V>): boolean {
  if (state.submitting) return false;
  if (Object.values(state.errors).some((message) => Boolean(message))) return false;
  return !(state.requireChange && !state.changed);
}
