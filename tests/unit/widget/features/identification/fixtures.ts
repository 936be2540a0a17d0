import type { DocumentAnswer, PhotoField } from '../../../../../widget/api/documents';
import type { IdentificationDocument } from '../../../../../shared/types';
import { EMPTY_DOCUMENT, documentCompletion } from '../../../../../shared/identification';

export { EMPTY_DOCUMENT };

/** The host's answer for a document with these fields, its completion computed as the host does (001 §3). */
export function answerWith(fields: Partial<IdentificationDocument> = {}): DocumentAnswer {
  const document = { ...EMPTY_DOCUMENT, ...fields };
  return {
    document,
    completion: documentCompletion(document),
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
