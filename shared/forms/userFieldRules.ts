import type { FieldRules } from './validateForm';

// 001 §5: the rules of the account fields (register, profile update), the one copy the host checks a request
// against and the widget's forms check as the shopper types, so the form says what the host would answer.
export const USER_FIELD_RULES = {
  email: { required: true, type: 'email', maxLength: 254 },
  password: { required: true, type: 'password', maxLength: 200 },
  phone: { type: 'phone' },
  first_name: { maxLength: 100 },
  last_name: { maxLength: 100 },
  nickname: { maxLength: 50 },
  birth_date: { pattern: /\d{4}-\d{2}-\d{2}/ },
} satisfies Record<string, FieldRules<never>>;
