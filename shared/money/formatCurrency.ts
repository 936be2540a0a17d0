import type { Cents } from './cents';
import { DEFAULT_CURRENCY } from './currencyForCountry';
import type { Currency } from './currencyForCountry';

export interface FormatCurrencyOptions {
  /** 000 §5: whole amounts show no decimals. */
  readonly wholeNumber?: boolean;
  readonly currency?: Currency;
  /** Names the currency after the amount even when it is the default (USD): for a list that mixes currencies. */
  readonly withCode?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, digits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${digits}`;
  let format = formatters.get(key);
  if (!format) {
    // narrowSymbol: 000 §5 shows '$' for Canadian dollars too, not 'CA$'.
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

// 000 §5: '-' for missing or non-finite values; '$' prefix; minus sign for negatives; 2 decimals;
// with the whole-number option, whole amounts show no decimals. A currency other than the default (000 §5: CA gives
// CAD) is named after the amount, '$19.99 CAD': the '$' prefix alone reads as US dollars.
export function formatCurrency(cents: Cents | null | undefined, options: FormatCurrencyOptions = {}): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '-';
  // Rounding first keeps -0.4 cents from printing as '-$0.00'.
  const whole = Math.round(cents) || 0;
  const digits = options.wholeNumber && whole % 100 === 0 ? 0 : 2;
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const amount = formatter(currency, digits).format(whole / 100);
  return options.withCode || currency !== DEFAULT_CURRENCY ? `${amount} ${currency}` : amount;
}
