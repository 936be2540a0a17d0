export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

// 000 §5: US gives USD, CA gives CAD; 001 §7: currency defaults to USD.
export function currencyForCountry(countryCode: string | null | undefined): Currency {
  return countryCode?.trim().toUpperCase() === 'CA' ? 'CAD' : DEFAULT_CURRENCY;
}
