import { describe, expect, test } from 'vitest';
import {
  FORM_MESSAGES,
  UNKNOWN_FORM_ERROR,
  formErrorMessage,
  maxLengthMessage,
  maxNumericMessage,
  minLengthMessage,
  minNumericMessage,
  patternMessage,
} from '../../../../shared/forms';

describe('001 §5 form message table, word for word', () => {
  test.each([
    ['Max numeric', maxNumericMessage(99), 'Please enter a numeric value less than or equal to 99.'],
    ['Min numeric', minNumericMessage(1), 'Please enter a numeric value greater than or equal to 1.'],
    ['Max length', maxLengthMessage(50), 'Please use no more than 50 characters.'],
    ['Min length', minLengthMessage(2), 'Please use at least 2 characters.'],
    ['Pattern', patternMessage('[0-9]{5}'), 'Please enter a value matching pattern [0-9]{5}.'],
    ['Required', FORM_MESSAGES.required, 'Please fill out this field.'],
    ['Number default', FORM_MESSAGES.number, 'Please enter a numeric value.'],
    ['Email type', FORM_MESSAGES.email, 'Please enter an email address.'],
    ['URL type', FORM_MESSAGES.url, 'Please enter a URL.'],
    ['Phone type', FORM_MESSAGES.phone, 'Please enter a valid US phone number.'],
    ['Password type', FORM_MESSAGES.password, 'Please enter a password with a minimum of 10 characters.'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("001 §5: a non-validation submit error shows its message, or 'An unknown error occurred'", () => {
  test.each([
    ['an Error', new Error('Email has already been taken'), 'Email has already been taken'],
    ['a string', 'Store is closed', 'Store is closed'],
    ['a plain object with message', { message: 'Card declined' }, 'Card declined'],
    ['an Error without message', new Error(''), 'An unknown error occurred'],
    ['a blank string', '   ', 'An unknown error occurred'],
    ['a non-string message', { message: 42 }, 'An unknown error occurred'],
    ['undefined', undefined, 'An unknown error occurred'],
    ['null', null, 'An unknown error occurred'],
  ])('%s', (_case, error, expected) => {
    expect(formErrorMessage(error)).toBe(expected);
  });

  test('the fallback is the exact text of 001 §8', () => {
    expect(UNKNOWN_FORM_ERROR).toBe('An unknown error occurred');
  });
});
