// Money is integer cents inside; the wire carries dollars. The conversions are shared/money's (through
// decimal text, never float drift); these two only fix the types the validated wire numbers allow.
import { centsToDollars, dollarsToCents } from '../../shared/money';

export const toDollars = (cents: number): number => centsToDollars(cents);
export const toCents = (dollars: number): number => dollarsToCents(dollars) ?? 0;
