export { dollarsToCents, centsToDollars } from './cents';
export type { Cents } from './cents';
export { DEFAULT_CURRENCY, currencyForCountry } from './currencyForCountry';
export type { Currency } from './currencyForCountry';
export { formatCurrency } from './formatCurrency';
export type { FormatCurrencyOptions } from './formatCurrency';
export { discountPercent } from './discountPercent';
export { unitPrice } from './unitPrice';
