import type { IdentificationDocument } from '../types';

// 001 §3 Identification document: the photos it holds and when each item counts as done, and what an upload
// may be (docs/api-commerce.md "Documents"). One copy for the host, which enforces them, and the widget, which
// tells the shopper before a byte is sent.

/** The photos of the document, in the order the ID page lists them. */
export const PHOTO_FIELDS = ['government_photo', 'mmj_card', 'mmj_card_back', 'student_photo', 'veteran_photo'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

/** The items whose completion is reported; the medical card (mmj_card) counts only with both sides. */
export const COMPLETION_ITEMS = ['government_photo', 'mmj_card', 'student_photo', 'veteran_photo'] as const;
export type CompletionItem = (typeof COMPLETION_ITEMS)[number];
export type DocumentCompletion = Record<CompletionItem, boolean>;

/** The largest photo an upload may carry, per photo. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The photo types an upload may be (checked by declared type and by first bytes on the host). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** 001 §3: completion per item; the medical card counts as done only with both sides. */
export function documentCompletion(d: Pick<IdentificationDocument, PhotoField>): DocumentCompletion {
  return {
    government_photo: !!d.government_photo,
    mmj_card: !!d.mmj_card && !!d.mmj_card_back,
    student_photo: !!d.student_photo,
    veteran_photo: !!d.veteran_photo,
  };
}

/** A document with nothing on file: what a shopper who never added an ID has. */
export const EMPTY_DOCUMENT: IdentificationDocument = {
  first_name: null,
  last_name: null,
  birth_date: null,
  government_photo: null,
  mmj_card: null,
  mmj_card_back: null,
  student_photo: null,
  veteran_photo: null,
};
