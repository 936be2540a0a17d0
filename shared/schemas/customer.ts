import * as v from 'valibot';
import { IsoDateSchema, nullableString, textSchema } from './common';

/** 001 §3 Customer. */
export const CustomerSchema = v.looseObject({
  id: v.number(),
  email: v.string(),
  phone: nullableString,
  first_name: nullableString,
  last_name: nullableString,
  nickname: nullableString,
  birth_date: nullableString,
  promotions_opt_out: v.boolean(),
  authenticated: v.boolean(),
});
export const UserAnswerSchema = v.looseObject({ user: CustomerSchema });

/** 001 §3 CRM integration response. */
export const CrmIntegrationResponseSchema = v.looseObject({
  crm_integration: v.boolean(),
  integration_type: v.nullable(v.picklist(['phone', 'email'])),
  error: nullableString,
});

// An uploaded image travels as a data: URI; 2 MB of base64 is plenty for an ID photo.
const MAX_IMAGE_CHARS = 2_800_000;
const image = v.nullable(
  v.pipe(
    v.string(),
    v.maxLength(MAX_IMAGE_CHARS, 'must be an image under 2 MB'),
    v.regex(/^(data:image\/(png|jpeg|webp);base64,|https:\/\/)/, 'must be a PNG, JPEG or WebP image'),
  ),
);

/** 001 §3 Identification document. */
export const IdentificationDocumentSchema = v.looseObject({
  first_name: nullableString,
  last_name: nullableString,
  birth_date: nullableString,
  government_photo: nullableString,
  mmj_card: nullableString,
  mmj_card_back: nullableString,
  student_photo: nullableString,
  veteran_photo: nullableString,
});

/** 001 §7 PATCH /documents body: any subset of the document. */
export const DocumentPatchSchema = v.object({
  document: v.object({
    first_name: v.optional(v.nullable(textSchema(100))),
    last_name: v.optional(v.nullable(textSchema(100))),
    birth_date: v.optional(v.nullable(IsoDateSchema)),
    government_photo: v.optional(image),
    mmj_card: v.optional(image),
    mmj_card_back: v.optional(image),
    student_photo: v.optional(image),
    veteran_photo: v.optional(image),
  }),
});
