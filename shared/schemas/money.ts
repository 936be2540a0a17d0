import * as v from 'valibot';

// Money crosses the wire as dollars with at most 2 decimals (shared/types/money.ts); inside shared/ it is
// integer cents, converted by shared/money (dollarsToCents, centsToDollars).

/** The largest amount either side accepts: far above any cart, far below float trouble. */
export const MAX_WIRE_DOLLARS = 1_000_000;

const hasAtMostTwoDecimals = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A wire money amount: a finite number of dollars, 2 decimals at most, within ±MAX_WIRE_DOLLARS. */
export const WireMoneySchema = v.pipe(
  v.number('must be an amount in dollars'),
  v.finite('must be a finite amount'),
  v.minValue(-MAX_WIRE_DOLLARS, `must be at least -${MAX_WIRE_DOLLARS}`),
  v.maxValue(MAX_WIRE_DOLLARS, `must be at most ${MAX_WIRE_DOLLARS}`),
  v.check(hasAtMostTwoDecimals, 'must have at most 2 decimals'),
);

/** An amount a shopper sends (a tip): not negative. */
export const NonNegativeWireMoneySchema = v.pipe(WireMoneySchema, v.minValue(0, 'must not be negative'));
