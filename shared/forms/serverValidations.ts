import type { FormErrors } from './validateForm';

/** Field validations as an API answers them: one message or a list per field. */
export type ServerValidations = Record<string, string | readonly string[] | null | undefined>;

/**
 * 001 §5: server validations on a profile update are shown on the form. Each field shows its first
 * message, like `validateForm`; a field the server is silent about keeps the client's message.
 */
export function mergeServerValidations<V>(clientErrors: FormErrors<V>, validations: ServerValidations): FormErrors<V> {
  const merged: Record<string, string | undefined> = { ...(clientErrors as Record<string, string | undefined>) };
  for (const [field, value] of Object.entries(validations)) {
    const first = typeof value === 'string' ? value : value?.find((message) => message.trim() !== '');
    if (first && first.trim() !== '') merged[field] = first;
  }
  return merged as FormErrors<V>;
}
