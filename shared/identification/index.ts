export { COMPLETION_ITEMS, EMPTY_DOCUMENT, MAX_PHOTO_BYTES, PHOTO_FIELDS, PHOTO_TYPES, documentCompletion } from './documents';
export type { CompletionItem, DocumentCompletion, PhotoField } from './documents';
