// Money is integer cents inside; the wire carries dollars (shared/types/money.ts).
export const toDollars = (cents: number): number => Math.round(cents) / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);
