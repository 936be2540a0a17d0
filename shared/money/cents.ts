// Money is integer cents everywhere inside Canopy (DESIGN §2); dollars exist only on the wire and
// on screen. Conversions go through decimal text, never through binary floating point, so
// '19.99' is 1999 and not 1998.
export type Cents = number;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

export function dollarsToCents(value: string | number | null | undefined): Cents | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    // Exponent notation (1e21, 1e-7) is far outside any price; let the float rounding have it.
    return text.includes('e') ? Math.round(value * 100) || 0 : parseDecimal(text);
  }
  return parseDecimal(value.trim());
}

function parseDecimal(text: string): Cents | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  // Half a cent and more rounds away from zero, as a cashier would.
  const roundUp = fraction.length > 2 && fraction[2] >= '5';
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1 : 0);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

export function centsToDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}
