import type { FieldRules } from '../../../shared/forms';

export { USER_FIELD_RULES } from '../../../shared/forms';

/** 'Confirm password' must repeat the new password. */
export const PASSWORDS_DIFFER = 'The two passwords do not match.';

/** The rule of a confirmation field that must equal `field`. */
export function sameAs<V extends Record<string, unknown>>(field: keyof V): FieldRules<V> {
  return { required: true, validate: (value, values) => (value === values[field] ? null : PASSWORDS_DIFFER) };
}

/** What a profile field holds for the API: an empty text is null (the field cleared). */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
