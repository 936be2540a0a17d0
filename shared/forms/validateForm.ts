import { isValidEmail } from './email';
import { FORM_MESSAGES, maxLengthMessage, maxNumericMessage, minLengthMessage, minNumericMessage, patternMessage } from './formMessages';
import { isFilled } from './isFilled';
import { isValidPassword } from './password';
import { isValidUrl } from './url';
import { isValidUsPhone } from './usPhone';

export type FieldType = 'text' | 'number' | 'email' | 'url' | 'phone' | 'password';

/**
 * The declarative rules of one field, named like the HTML constraint attributes whose messages
 * 001 §5 lists. `validate` is for what those cannot say (a confirmation that must match another
 * field); it returns a message, or nothing when the value is fine.
 */
export interface FieldRules<V = Record<string, unknown>> {
  required?: boolean;
  type?: FieldType;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  /** Matched against the whole value, as the HTML `pattern` attribute is. */
  pattern?: string | RegExp;
  validate?: (value: unknown, values: V) => string | null | undefined;
}

export type FormRules<V> = { [K in keyof V]?: FieldRules<V> };
export type FormErrors<V> = { [K in keyof V]?: string };

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
  return null;
}

function wholeMatch(pattern: string | RegExp): RegExp {
  const source = typeof pattern === 'string' ? pattern : pattern.source;
  const flags = typeof pattern === 'string' ? 'u' : pattern.flags.replace(/[gy]/g, '');
  return new RegExp(`^(?:${source})$`, flags);
}

function typeMessage(type: FieldType, value: unknown): string | null {
  const text = typeof value === 'string' ? value : String(value);
  switch (type) {
    case 'number':
      return toNumber(value) === null ? FORM_MESSAGES.number : null;
    case 'email':
      return isValidEmail(text) ? null : FORM_MESSAGES.email;
    case 'url':
      return isValidUrl(text) ? null : FORM_MESSAGES.url;
    case 'phone':
      return isValidUsPhone(text) ? null : FORM_MESSAGES.phone;
    case 'password':
      return isValidPassword(text) ? null : FORM_MESSAGES.password;
    case 'text':
      return null;
  }
}

/**
 * The first failing message of one field (001 §5), checked in the order browsers report them:
 * required, type, pattern, too long, too short, under min, over max, then `validate`. An empty
 * field that is not required passes every other rule.
 */
export function validateField<V>(value: unknown, rules: FieldRules<V>, values: V): string | null {
  if (!isFilled(value)) return rules.required ? FORM_MESSAGES.required : null;
  if (rules.type) {
    const message = typeMessage(rules.type, value);
    if (message) return message;
  }
  if (typeof value === 'string') {
    if (rules.pattern !== undefined && !wholeMatch(rules.pattern).test(value)) {
      return patternMessage(typeof rules.pattern === 'string' ? rules.pattern : rules.pattern.source);
    }
    if (rules.maxLength !== undefined && value.length > rules.maxLength) return maxLengthMessage(rules.maxLength);
    if (rules.minLength !== undefined && value.length < rules.minLength) return minLengthMessage(rules.minLength);
  }
  const number = rules.min !== undefined || rules.max !== undefined ? toNumber(value) : null;
  if (number !== null) {
    if (rules.min !== undefined && number < rules.min) return minNumericMessage(rules.min);
    if (rules.max !== undefined && number > rules.max) return maxNumericMessage(rules.max);
  }
  return rules.validate?.(value, values) || null;
}

/** Every field with a failing rule mapped to its first failing message; `{}` when the form is valid. */
export function validateForm<V extends Record<string, unknown>>(values: V, rules: FormRules<V>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    const fieldRules = rules[field];
    if (!fieldRules) continue;
    const message = validateField(values[field], fieldRules, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export function isFormValid<V>(errors: FormErrors<V>): boolean {
  return Object.values(errors).every((message) => !message);
}
