import { describe, expect, test } from 'vitest';
import { normalisePostalCode, postalCodeField, postalCodeRefusal } from '../../../../shared/forms';

// The postal code follows the store's country (000 §3 country_code; 000 §4 countries US, CA, PR): a Canadian store
// takes Canadian postal codes (A1A 1A1), the others US ZIP codes (5 digits or ZIP+4). Messages in the style of the
// 001 §5 type messages ('Please enter a valid US phone number.').

describe('normalisePostalCode', () => {
  test.each([
    ['CA', 'M5V 3L9', 'M5V 3L9'],
    ['CA', 'm5v3l9', 'M5V 3L9'],
    ['CA', '  m5v  3l9 ', 'M5V 3L9'],
    ['CA', 'M6J1E4', 'M6J 1E4'],
    ['CA', 'D5V 3L9', null], // no postal code begins with D, F, I, O, Q, U, W or Z
    ['CA', 'M5V 3O9', null], // nor holds D, F, I, O, Q or U anywhere
    ['CA', 'M5V', null], // an FSA alone is not an address
    ['CA', '90004', null],
    ['US', '90004', '90004'],
    ['US', ' 90004 ', '90004'],
    ['US', '90004-1234', '90004-1234'],
    ['US', '900041234', '90004-1234'],
    ['US', '90004 1234', '90004-1234'],
    ['US', '9000', null],
    ['US', '9000-41234', null],
    ['US', '900045', null],
    ['US', 'M5V 3L9', null],
    ['PR', '00907', '00907'], // Puerto Rico uses US ZIP codes
  ] as const)('%s %j → %j', (country, input, expected) => {
    expect(normalisePostalCode(input, country)).toBe(expected);
  });
});

describe('the field and its message', () => {
  test.each([
    ['US', { label: 'ZIP code', regionLabel: 'State', inputMode: 'numeric', maxLength: 10, message: 'Please enter a valid US ZIP code.' }],
    ['PR', { label: 'ZIP code', regionLabel: 'State', inputMode: 'numeric', maxLength: 10, message: 'Please enter a valid US ZIP code.' }],
    ['CA', { label: 'Postal code', regionLabel: 'Province', inputMode: 'text', maxLength: 7, message: 'Please enter a valid Canadian postal code.' }],
    [null, { label: 'ZIP code', regionLabel: 'State', inputMode: 'numeric', maxLength: 10, message: 'Please enter a valid US ZIP code.' }],
  ] as const)('%s', (country, field) => {
    expect(postalCodeField(country)).toEqual(field);
  });

  test.each([
    ['CA', 'm5v3l9', null],
    ['CA', '90004', 'Please enter a valid Canadian postal code.'],
    ['US', 'M5V 3L9', 'Please enter a valid US ZIP code.'],
    ['US', '', null], // an empty code is the required rule's to refuse
  ] as const)('postalCodeRefusal(%s, %j) → %j', (country, input, message) => {
    expect(postalCodeRefusal(input, country)).toBe(message);
  });
});
