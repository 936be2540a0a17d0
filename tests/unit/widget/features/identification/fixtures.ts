import type { DocumentAnswer, PhotoField } from '../../../../../widget/api/documents';
import type { IdentificationDocument } from '../../../../../shared/types';

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

/** The host's answer for a document with these fields, its completion computed as the host does (001 §3). */
export function answerWith(fields: Partial<IdentificationDocument> = {}): DocumentAnswer {
  const document = { ...EMPTY_DOCUMENT, ...fields };
  return {
    document,
    completion: {
      government_photo: !!document.government_photo,
      mmj_card: !!document.mmj_card && !!document.mmj_card_back,
      student_photo: !!document.student_photo,
      veteran_photo: !!document.veteran_photo,
    },
  };
}

/** The URL the host gives a stored photo. */
export const photoUrl = (field: PhotoField, n = 1) => `/api/v1/documents/files/7-${field}-${n}.jpg`;

/** A real JPEG header: the first bytes the host checks. */
export const jpegFile = (name = 'id.jpg', size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};
