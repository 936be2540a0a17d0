import { missingIdDocuments } from '../../../shared/cart';
import { formErrorMessage } from '../../../shared/forms';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '../../../shared/identification';
import { ApiError } from '../../api/ApiError';
import type { CompletionItem, DocumentAnswer, PhotoField } from '../../api/documents';

// The rules of the ID page, pure so the tests drive them without a page: which photos make up each item of
// 001 §3, each item's state, what the host accepts (docs/api-commerce.md "Documents": JPEG, PNG or WebP, at
// most 5 MB each — the same limits the host checks, told here before a byte is sent), and when a shopper who
// came from checkout may go back.

export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_TYPE_MESSAGE = 'Use a JPEG, PNG or WebP photo';

export interface DocumentSide {
  readonly field: PhotoField;
  /** The side's own label on a two-sided item ('Front', 'Back'); null for a one-photo item. */
  readonly label: string | null;
  /** How a sentence names this photo, after 'the': 'back of the medical card'. */
  readonly noun: string;
}

export interface DocumentItem {
  readonly item: CompletionItem;
  readonly title: string;
  readonly hint: string;
  readonly sides: readonly DocumentSide[];
}

/** 001 §3, in its order: a government photo ID, the medical card (front and back), a student and a veteran ID. */
export const DOCUMENT_ITEMS: readonly DocumentItem[] = [
  {
    item: 'government_photo',
    title: 'Government photo ID',
    hint: "A driver's license, state ID or passport.",
    sides: [{ field: 'government_photo', label: null, noun: 'government photo ID' }],
  },
  {
    item: 'mmj_card',
    title: 'Medical card',
    hint: 'Your medical cannabis card, front and back.',
    sides: [
      { field: 'mmj_card', label: 'Front', noun: 'front of the medical card' },
      { field: 'mmj_card_back', label: 'Back', noun: 'back of the medical card' },
    ],
  },
  { item: 'student_photo', title: 'Student ID', hint: 'For student discounts.', sides: [{ field: 'student_photo', label: null, noun: 'student ID' }] },
  { item: 'veteran_photo', title: 'Veteran ID', hint: 'For veteran discounts.', sides: [{ field: 'veteran_photo', label: null, noun: 'veteran ID' }] },
];

export type ItemState = 'done' | 'needs_back' | 'needs_front' | 'missing';

export const ITEM_STATE_LABELS: Record<ItemState, string> = {
  done: 'Done',
  needs_back: 'Needs the back side',
  needs_front: 'Needs the front side',
  missing: 'Not added',
};

/** An item's state: done as the host's completion says (001 §3: the medical card only with both sides). */
export function itemState(item: CompletionItem, { document, completion }: DocumentAnswer): ItemState {
  if (completion[item]) return 'done';
  if (item === 'mmj_card') {
    if (document.mmj_card && !document.mmj_card_back) return 'needs_back';
    if (!document.mmj_card && document.mmj_card_back) return 'needs_front';
  }
  return 'missing';
}

/** The megabytes a size reads as, rounded up so a photo over the limit never reads as the limit itself. */
export function megabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(tenths);
}

export const photoSizeMessage = (bytes: number) => `This photo is ${megabytes(bytes)} MB; the limit is 5 MB`;
export const PHOTO_TOO_LARGE_MESSAGE = 'This photo is too large; the limit is 5 MB';

/** What is wrong with a chosen file, in plain words, or null when the host will take it. */
export function photoProblem(file: { readonly type: string; readonly size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > MAX_PHOTO_BYTES) return photoSizeMessage(file.size);
  return null;
}

/**
 * The host's refusal of a photo in the same plain words as the check before sending: its messages name the
 * form field ("mmj_card_back is larger than 5 MB"), which means nothing to a shopper. 413: too large; 422 on
 * the photo's field: not a JPEG, PNG or WebP by its type or its first bytes. Anything else keeps its message.
 */
export function uploadErrorMessage(error: unknown, field: PhotoField, file: { readonly size: number }): string {
  if (error instanceof ApiError && error.status === 413) return file.size > MAX_PHOTO_BYTES ? photoSizeMessage(file.size) : PHOTO_TOO_LARGE_MESSAGE;
  if (error instanceof ApiError && error.status === 422 && error.validations?.[field]) return PHOTO_TYPE_MESSAGE;
  return formErrorMessage(error);
}

/**
 * A document that lets an ID-checking store take the order: the government photo ID the host asks for (000 §3
 * delivery_id_required / pickup_id_required; shared/cart missingIdDocuments), whatever else is on file.
 */
export function hasIdForCheckout(completion: DocumentAnswer['completion']): boolean {
  return missingIdDocuments({ delivery_id_required: true }, 'delivery', completion).length === 0;
}

/** What a shopper who came to add their ID still has to add before going back. */
export const STILL_NEEDED = 'Add a photo of your government ID to continue.';

/** The label of the way back to the page the shopper came from (return_to, 001 §4). */
export function continueLabel(returnTo: string): string {
  return returnTo.split(/[?#]/)[0].replace(/\/+$/, '') === '/cart/checkout' ? 'Continue to checkout' : 'Continue';
}
