export { COMPLETION_ITEMS, MAX_PHOTO_BYTES, PHOTO_FIELDS, PHOTO_TYPES, documentCompletion } from './documents';
export type { CompletionItem, DocumentCompletion, PhotoField } from './documents';
