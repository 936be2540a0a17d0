import * as v from 'valibot';

// Query and path values arrive as text: each schema says what it accepts and turns it into a value.
// The one home of query-string value schemas for the catalogue (demo-host/api) and commerce routes alike;
// free text uses shared/schemas textSchema, JSON bodies the shared request schemas.

const MAX_ID = 2_147_483_647;

/** A positive integer id (path or query). Huge, negative, fractional or non-numeric ids are a 400. */
export const Id = v.pipe(
  v.string('must be an id'),
  v.regex(/^\d{1,10}$/, 'must be a positive integer id'),
  v.transform(Number),
  v.number(),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(MAX_ID, `must be at most ${MAX_ID}`),
);

export function integerIn(min: number, max: number) {
  return v.pipe(
    v.string('must be an integer'),
    v.regex(/^-?\d{1,12}$/, `must be an integer from ${min} to ${max}`),
    v.transform(Number),
    v.number(),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

export function numberIn(min: number, max: number) {
  return v.pipe(
    v.string('must be a number'),
    v.regex(/^-?(\d{1,12}(\.\d{1,12})?|\.\d{1,12})$/, `must be a number from ${min} to ${max}`),
    v.transform(Number),
    v.number(),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

export const Flag = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((value) => value === 'true' || value === '1'),
);

export const Page = integerIn(1, 10_000);
export const PerPage = (max: number) => integerIn(1, max);

export const IdParams = v.object({ id: Id });

export interface Paging {
  page: number;
  per_page: number;
}

export function paging(query: { page?: number; per_page?: number }, defaultPerPage: number): Paging & { offset: number } {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  return { page, per_page: perPage, offset: (page - 1) * perPage };
}
