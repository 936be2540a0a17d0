import { describe, expect, test } from 'vitest';
import type { FieldRules, ServerValidations } from '../../../../shared/forms';
import { canSubmitForm, isFormValid, mergeServerValidations, validateField, validateForm } from '../../../../shared/forms';

describe('validateField: the first failing message of 001 §5', () => {
  test.each<[string, unknown, FieldRules, string]>([
    ['required, blank after trim', '  ', { required: true }, 'Please fill out this field.'],
    ['required, undefined', undefined, { required: true, type: 'email' }, 'Please fill out this field.'],
    ['number type, letters', 'abc', { type: 'number' }, 'Please enter a numeric value.'],
    ['email type', 'jo@', { type: 'email', required: true }, 'Please enter an email address.'],
    ['url type', 'example', { type: 'url' }, 'Please enter a URL.'],
    ['phone type', '555-01', { type: 'phone' }, 'Please enter a valid US phone number.'],
    ['password type', 'short', { type: 'password' }, 'Please enter a password with a minimum of 10 characters.'],
    ['pattern (whole value)', '9410', { pattern: '[0-9]{5}' }, 'Please enter a value matching pattern [0-9]{5}.'],
    ['pattern must match all of it', 'zip 94107', { pattern: '[0-9]{5}' }, 'Please enter a value matching pattern [0-9]{5}.'],
    ['max length', 'abcdef', { maxLength: 5 }, 'Please use no more than 5 characters.'],
    ['min length', 'a', { minLength: 2 }, 'Please use at least 2 characters.'],
    ['min numeric', 0, { type: 'number', min: 1 }, 'Please enter a numeric value greater than or equal to 1.'],
    ['max numeric, string input', '100', { type: 'number', max: 99 }, 'Please enter a numeric value less than or equal to 99.'],
    ['custom rule', 'a', { validate: () => 'Passwords do not match.' }, 'Passwords do not match.'],
  ])('%s', (_case, value, rules, expected) => {
    expect(validateField(value, rules, {})).toBe(expected);
  });

  test.each<[string, unknown, FieldRules]>([
    ['zero counts as filled', 0, { required: true }],
    ['an empty optional field skips every other rule', '', { type: 'email', minLength: 3 }],
    ['a number inside its range', '5', { type: 'number', min: 1, max: 10 }],
    ['range bounds are inclusive', 10, { type: 'number', min: 10, max: 10 }],
    ['a matching pattern', '94107', { pattern: /\d{5}/ }],
    ['exactly max length', 'abcde', { maxLength: 5 }],
    ['custom rule passing', 'a', { validate: () => undefined }],
  ])('%s passes', (_case, value, rules) => {
    expect(validateField(value, rules, {})).toBeNull();
  });

  test('rules are checked in order: the type message wins over length and range', () => {
    expect(validateField('x', { type: 'email', minLength: 5 }, {})).toBe('Please enter an email address.');
    expect(validateField('abcdef', { pattern: '[a-z]{3}', maxLength: 4 }, {})).toBe('Please enter a value matching pattern [a-z]{3}.');
    expect(validateField('5', { minLength: 2, min: 10 }, {})).toBe('Please use at least 2 characters.');
  });
});

describe('validateForm → the first failing message per field', () => {
  type Checkout = Record<string, unknown> & {
    firstName: string;
    email: string;
    phone: string;
    password: string;
    confirm: string;
    tip: string;
  };
  const rules = {
    firstName: { required: true, maxLength: 40 },
    email: { required: true, type: 'email' },
    phone: { required: true, type: 'phone' },
    password: { required: true, type: 'password' },
    confirm: {
      required: true,
      validate: (value: unknown, values: Checkout) => (value === values.password ? null : 'Passwords do not match.'),
    },
    tip: { type: 'number', min: 0, max: 100 },
  } as const;

  test('a valid form has no errors', () => {
    const values: Checkout = {
      firstName: 'Jo',
      email: 'jo@example.com',
      phone: '415-555-0142',
      password: 'correct horse',
      confirm: 'correct horse',
      tip: '',
    };
    const errors = validateForm(values, rules);
    expect(errors).toEqual({});
    expect(isFormValid(errors)).toBe(true);
  });

  test('every failing field gets exactly its first message; passing fields are absent', () => {
    const values: Checkout = {
      firstName: '   ',
      email: 'jo@',
      phone: '415-555-0142',
      password: 'short',
      confirm: 'other',
      tip: '150',
    };
    const errors = validateForm(values, rules);
    expect(errors).toEqual({
      firstName: 'Please fill out this field.',
      email: 'Please enter an email address.',
      password: 'Please enter a password with a minimum of 10 characters.',
      confirm: 'Passwords do not match.',
      tip: 'Please enter a numeric value less than or equal to 100.',
    });
    expect(isFormValid(errors)).toBe(false);
  });
});

describe('001 §4: submit is disabled when invalid, submitting, or (optionally) unchanged', () => {
  test.each([
    ['valid, idle', { errors: {}, submitting: false }, true],
    ['a field error', { errors: { email: 'Please enter an email address.' }, submitting: false }, false],
    ['submitting', { errors: {}, submitting: true }, false],
    ['unchanged, change required', { errors: {}, submitting: false, requireChange: true, changed: false }, false],
    ['changed, change required', { errors: {}, submitting: false, requireChange: true, changed: true }, true],
    ['unchanged, no change required', { errors: {}, submitting: false, changed: false }, true],
    ['an empty message is not an error', { errors: { email: '' }, submitting: false }, true],
  ])('%s → %s', (_case, state, expected) => {
    expect(canSubmitForm(state)).toBe(expected);
  });
});

describe('001 §5: server validations on a profile update are shown on the form', () => {
  test.each<[string, Record<string, string>, ServerValidations, Record<string, string>]>([
    ['a list: the first message', {}, { email: ['has already been taken', 'is invalid'] }, { email: 'has already been taken' }],
    ['a single message', {}, { phone: 'is not a mobile number' }, { phone: 'is not a mobile number' }],
    ['the server message replaces the client one', { email: 'x' }, { email: ['is invalid'] }, { email: 'is invalid' }],
    ['a silent server keeps client messages', { first_name: 'Please fill out this field.' }, { email: [] }, { first_name: 'Please fill out this field.' }],
    ['blank messages are ignored', {}, { email: ['  ', 'is invalid'], phone: null }, { email: 'is invalid' }],
  ])('%s', (_case, client, validations, expected) => {
    expect(mergeServerValidations(client, validations)).toEqual(expected);
  });
});
