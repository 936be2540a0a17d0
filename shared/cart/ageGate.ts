/** The store settings of 000 §3's checkout gates that ask for an age. */
export interface AgeGates {
  birth_date_required: boolean;
  /** 0 or absent: no age minimum. */
  checkout_age_minimum?: number | null;
}

export type AgeRefusal = { kind: 'missing' } | { kind: 'under_age'; minimum: number };

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD local date; null when either is not such a date. */
export function ageOn(birthDate: string, today: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!b || !t) return null;
  const years = Number(t[1]) - Number(b[1]);
  return `${t[2]}${t[3]}` < `${b[2]}${b[3]}` ? years - 1 : years;
}

/**
 * 000 §3 checkout gates: checkout asks for a birth date when the store requires one or sells only from an age
 * (checkout_age_minimum), so the age is attested on every order, a guest's included.
 */
export function birthDateAsked(gates: AgeGates): boolean {
  return gates.birth_date_required || (gates.checkout_age_minimum ?? 0) > 0;
}

/**
 * Why the birth dates a shopper attested (typed at checkout, on the profile, on the ID document) do not pass
 * the store's gates, or null when they do. Every date given must reach the minimum, so a typed date cannot
 * outvote the ID on file; a value that is not a date attests nothing.
 */
export function ageRefusal(gates: AgeGates, birthDates: readonly (string | null | undefined)[], today: string): AgeRefusal | null {
  if (!birthDateAsked(gates)) return null;
  const ages = birthDates.flatMap((date) => {
    const age = date ? ageOn(date, today) : null;
    return age === null ? [] : [age];
  });
  if (ages.length === 0) return { kind: 'missing' };
  const minimum = gates.checkout_age_minimum ?? 0;
  return ages.some((age) => age < minimum) ? { kind: 'under_age', minimum } : null;
}
