import * as v from 'valibot';
import { PHOTO_FIELDS } from '../../shared/identification';
import type { DocumentCompletion, PhotoField } from '../../shared/identification';
import type { IdentificationDocument } from '../../shared/types';
import type { Http, RequestOptions } from './createHttp';

// 001 §7 GET/PATCH /documents: the shopper's identification document (001 §3), verb-first (STYLE: one data
// layer). Every call is quiet: the ID page shows each failure beside the photo or the form it belongs to.

export { PHOTO_FIELDS } from '../../shared/identification';
export type { CompletionItem, DocumentCompletion, PhotoField } from '../../shared/identification';

export interface DocumentAnswer {
  readonly document: IdentificationDocument;
  readonly completion: DocumentCompletion;
}

export type DocumentNames = Pick<IdentificationDocument, 'first_name' | 'last_name' | 'birth_date'>;

const text = v.nullable(v.string());
const DocumentAnswerSchema = v.looseObject({
  document: v.looseObject({
    first_name: text,
    last_name: text,
    birth_date: text,
    ...Object.fromEntries(PHOTO_FIELDS.map((field) => [field, text])),
  }),
  completion: v.looseObject({ government_photo: v.boolean(), mmj_card: v.boolean(), student_photo: v.boolean(), veteran_photo: v.boolean() }),
}) as unknown as v.GenericSchema<unknown, DocumentAnswer>;

const answer: RequestOptions<DocumentAnswer> = { schema: DocumentAnswerSchema, quiet: true };

export function retrieveDocument(http: Http, signal?: AbortSignal): Promise<DocumentAnswer> {
  return http.get('/documents', { ...answer, signal });
}

/** The name and birth date as printed on the ID. */
export function updateDocumentNames(http: Http, names: DocumentNames): Promise<DocumentAnswer> {
  return http.request('PATCH', '/documents', { ...answer, body: { document: names } });
}

/** One photo as a multipart file under its document field name (docs/api-commerce.md "Documents"). */
export function uploadDocumentPhoto(http: Http, field: PhotoField, photo: File): Promise<DocumentAnswer> {
  const form = new FormData();
  form.append(field, photo, photo.name);
  return http.request('PATCH', '/documents', { ...answer, form });
}

export function removeDocumentPhoto(http: Http, field: PhotoField): Promise<DocumentAnswer> {
  return http.request('PATCH', '/documents', { ...answer, body: { document: { [field]: null } } });
}

/**
 * A photo on file, fetched with the session (bearer header or framelessEmbed cookie) that an <img src> cannot
 * send. The document holds the photo's URL on the host; only its file name is used, under this widget's API base.
 */
export function retrieveDocumentPhoto(http: Http, url: string, signal?: AbortSignal): Promise<Blob> {
  const name = url.split(/[?#]/)[0].split('/').pop() ?? '';
  return http.get(`/documents/files/${encodeURIComponent(name)}`, { blob: true, quiet: true, signal });
}
