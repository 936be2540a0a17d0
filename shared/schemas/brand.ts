import * as v from 'valibot';
import { IdSchema, nullableString, pagingEntries } from './common';

/** 000 §3 Brand record. */
export const BrandSchema = v.looseObject({
  id: IdSchema,
  uuid: v.string(),
  name: v.string(),
  logo_url: nullableString,
  description: v.string(),
  color_hex: nullableString,
  rank: v.number(),
  productCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  has_active_brand_special: v.boolean(),
});

export const BrandsPageSchema = v.looseObject({ brands: v.array(BrandSchema), ...pagingEntries });
export const BrandAnswerSchema = v.looseObject({ brand: BrandSchema });
