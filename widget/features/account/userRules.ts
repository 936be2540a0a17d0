import type { FieldRules } from '../../../shared/forms';

// 001 §5: the rules of the account fields, with the lengths POST and PUT /users accept (docs/api-commerce.md), so
// the form says what the host would answer before it is asked.
export const USER_FIELD_RULES = {
  email: { required: true, type: 'email', maxLength: 254 },
  password: { required: true, type: 'password', maxLength: 200 },
  phone: { type: 'phone' },
  first_name: { maxLength: 100 },
  last_name: { maxLength: 100 },
  nickname: { maxLength: 50 },
  birth_date: { pattern: /\d{4}-\d{2}-\d{2}/ },
} satisfies Record<string, FieldRules<never>>;

/** 'Confirm password' must repeat the new password. */
export const PASSWORDS_DIFFER = 'The two passwords do not match.';

/** The rule of a confirmation field that must equal `field`. */
export function sameAs<V extends Record<string, unknown>>(field: keyof V): FieldRules<V> {
  return { required: true, validate: (value, values) => (value === values[field] ? null : PASSWORDS_DIFFER) };
}

/** What a profile field holds for the API: an empty text is null (the field cleared). */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
