import { describe, expect, test } from 'vitest';
import { currencyForCountry, formatCurrency } from '../../../../shared/money';
import type { Currency, FormatCurrencyOptions } from '../../../../shared/money';

describe('000 §5 currency display', () => {
  test.each<[number | null | undefined, FormatCurrencyOptions, string]>([
    // '-' for missing or non-finite values
    [null, {}, '-'],
    [undefined, {}, '-'],
    [Number.NaN, {}, '-'],
    [Number.POSITIVE_INFINITY, {}, '-'],
    [Number.NEGATIVE_INFINITY, { wholeNumber: true }, '-'],
    // '$' prefix and 2 decimals
    [1999, {}, '$19.99'],
    [5, {}, '$0.05'],
    [0, {}, '$0.00'],
    [4500, {}, '$45.00'],
    [123456789, {}, '$1,234,567.89'],
    // minus sign for negatives
    [-1999, {}, '-$19.99'],
    [-500, { wholeNumber: true }, '-$5'],
    [-0, {}, '$0.00'],
    [-0.4, {}, '$0.00'],
    // whole-number option: whole amounts show no decimals, others keep 2
    [4500, { wholeNumber: true }, '$45'],
    [0, { wholeNumber: true }, '$0'],
    [4550, { wholeNumber: true }, '$45.50'],
    [4501, { wholeNumber: true }, '$45.01'],
    // fractions of a cent are rounded, never shown
    [1999.6, {}, '$20.00'],
    // Canadian dollars keep the '$' prefix, and say which dollars they are (000 §5 country to currency: CA gives CAD)
    [1999, { currency: 'CAD' }, '$19.99 CAD'],
    [-250, { currency: 'CAD' }, '-$2.50 CAD'],
    [4500, { currency: 'CAD', wholeNumber: true }, '$45 CAD'],
    [null, { currency: 'CAD' }, '-'],
    // US dollars, the default, name their code only when asked (a list mixing currencies)
    [1999, { currency: 'USD' }, '$19.99'],
    [1999, { currency: 'USD', withCode: true }, '$19.99 USD'],
  ])('formatCurrency(%s, %j) → %s', (cents, options, expected) => {
    expect(formatCurrency(cents, options)).toBe(expected);
  });

  test.each<[string | null | undefined, Currency]>([
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['ca', 'CAD'],
    ['PR', 'USD'],
    ['MX', 'USD'],
    ['', 'USD'],
    [null, 'USD'],
    [undefined, 'USD'],
  ])('country %j → %s (default USD)', (country, expected) => {
    expect(currencyForCountry(country)).toBe(expected);
  });
});
