import { describe, expect, test } from 'vitest';
import {
  isFilled,
  isValidEmail,
  isValidPassword,
  isValidUrl,
  isValidUsPhone,
  isValidVerificationCode,
  isVerificationCodeComplete,
  sanitizeVerificationCode,
  stripPhoneDashes,
  usPhoneDigits,
} from '../../../../shared/forms';

describe('001 §5 Required: strings trimmed; zero counts as filled', () => {
  test.each([
    ['a word', 'Jo', true],
    ['zero', 0, true],
    ['the string "0"', '0', true],
    ['true', true, true],
    ['a list with one item', ['a'], true],
    ['an empty string', '', false],
    ['only spaces', '   \t', false],
    ['undefined', undefined, false],
    ['null', null, false],
    ['false (unticked box)', false, false],
    ['NaN', Number.NaN, false],
    ['an empty list', [], false],
  ])('%s → %s', (_case, value, filled) => {
    expect(isFilled(value)).toBe(filled);
  });
});

describe('001 §5 Phone type: a valid US phone number', () => {
  test.each([
    ['415-555-0142', true],
    ['(415) 555-0142', true],
    ['415.555.0142', true],
    ['4155550142', true],
    ['+1 415 555 0142', true],
    ['1-415-555-0142', true],
    ['  415 555 0142 ', true],
    ['415-555-014', false],
    ['41555501423', false],
    ['115-555-0142', false],
    ['415-155-0142', false],
    ['+44 20 7946 0958', false],
    ['phone', false],
    ['', false],
  ])('%s → %s', (input, valid) => {
    expect(isValidUsPhone(input)).toBe(valid);
  });

  test.each([
    ['415-555-0142', '4155550142'],
    ['(415) 555-0142', '(415) 5550142'],
    [' 415-555-0142 ', '4155550142'],
  ])('001 §5: dashes are stripped before update: %s → %s', (input, expected) => {
    expect(stripPhoneDashes(input)).toBe(expected);
  });

  test.each([
    ['(415) 555-0142', '4155550142'],
    ['+1 415 555 0142', '4155550142'],
    ['415-555-014', null],
  ])('national digits of %s → %s', (input, expected) => {
    expect(usPhoneDigits(input)).toBe(expected);
  });
});

describe('001 §5 Password type: a minimum of 10 characters', () => {
  test.each([
    ['123456789', false],
    ['1234567890', true],
    ['correct horse battery', true],
    ['', false],
  ])('%s → %s', (input, valid) => {
    expect(isValidPassword(input)).toBe(valid);
  });
});

describe('001 §5 Email type', () => {
  test.each([
    ['jo@example.com', true],
    ['jo.smith+weed@mail.example.co', true],
    [' jo@example.com ', true],
    ['jo@gmail', false],
    ['jo@', false],
    ['@example.com', false],
    ['jo example@example.com', false],
    ['jo@exa_mple.com', false],
    ['', false],
  ])('%s → %s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });
});

describe('001 §5 URL type', () => {
  test.each([
    ['https://dispensary.example/menu', true],
    ['http://localhost:8080', true],
    ['dispensary.example', false],
    ['ftp://dispensary.example', false],
    ['javascript:alert(1)', false],
    ['https://exa mple.com', false],
    ['', false],
  ])('%s → %s', (input, valid) => {
    expect(isValidUrl(input)).toBe(valid);
  });
});

describe('001 §5 verification code: letters and digits only, whitespace stripped, default length 6', () => {
  test.each([
    ['123456', '123456'],
    [' 12 34 56 ', '123456'],
    ['ab-12.cd', 'ab12cd'],
    ['1234567890', '123456'],
    ['12\n34', '1234'],
  ])('sanitize %j → %j', (input, expected) => {
    expect(sanitizeVerificationCode(input)).toBe(expected);
  });

  test.each([
    ['123456', 6, true],
    ['AbC123', 6, true],
    [' 123 456 ', 6, true],
    ['12345', 6, false],
    ['1234567', 6, false],
    ['12345!', 6, false],
    ['1234', 4, true],
  ])('valid %j (length %i) → %s', (input, length, valid) => {
    expect(isValidVerificationCode(input, length)).toBe(valid);
  });

  test.each([
    ['12345', undefined, false],
    ['123456', undefined, true],
    ['1234', 4, true],
    ['12345', 4, false],
  ])('001 §4: %j completes when its length equals the configured length (%s)', (code, length, complete) => {
    expect(isVerificationCodeComplete(code, length)).toBe(complete);
  });
});
