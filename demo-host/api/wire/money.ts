import { centsToDollars } from '../../../shared/money';

/** Cents (database) → dollars (wire), keeping null. */
export function dollars(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : centsToDollars(cents);
}

export function dollarsOr0(cents: number | null | undefined): number {
  return dollars(cents) ?? 0;
}

export const bool = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;
