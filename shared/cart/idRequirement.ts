import type { ReservationMode } from '../constants';
import { COMPLETION_ITEMS } from '../identification';
import type { CompletionItem, DocumentCompletion } from '../identification';

// 000 §3: a store may require an ID for delivery (delivery_id_required) or for pickup (pickup_id_required;
// curbside is a pickup at the kerb). 001 §3: an identification document has a completion flag per item.
// The host refuses a checkout with what is missing; the widget says the same thing before the shopper submits.

/** What is on file, by 001 §3 completion item; an item not stated counts as missing. */
export type IdCompletion = Partial<DocumentCompletion>;

export interface IdGates {
  readonly delivery_id_required?: boolean | null;
  readonly pickup_id_required?: boolean | null;
}

/** Whether the store requires a photo ID on file for this mode. */
export function idRequiredFor(store: IdGates, mode: ReservationMode): boolean {
  return Boolean(mode === 'delivery' ? store.delivery_id_required : store.pickup_id_required);
}

/**
 * The documents still missing for this mode, given what is on file (null: nothing, as for a guest). The store's
 * flags ask for a government photo ID; the list leaves room for a store that asks for more.
 */
export function missingIdDocuments(store: IdGates, mode: ReservationMode, completion: IdCompletion | null): CompletionItem[] {
  if (!idRequiredFor(store, mode)) return [];
  return completion?.government_photo ? [] : ['government_photo'];
}

/** The missing items a refusal's validations name (the host names each missing item as a field). */
export function idItemsIn(validations: Readonly<Record<string, unknown>> | null | undefined): CompletionItem[] {
  if (!validations) return [];
  return COMPLETION_ITEMS.filter((item) => item in validations || (item === 'mmj_card' && 'mmj_card_back' in validations));
}

const ITEM_WORDS: Record<CompletionItem, string> = {
  government_photo: 'a photo of your government ID',
  mmj_card: 'both sides of your medical card',
  student_photo: 'a photo of your student ID',
  veteran_photo: 'a photo of your veteran ID',
};

const MODE_WORDS: Record<ReservationMode, string> = { delivery: 'delivery', pickup: 'pickup', curbside: 'curbside pickup' };

/** What is missing, in plain words: "This store needs a photo of your government ID on file for delivery". */
export function missingIdSentence(missing: readonly CompletionItem[], mode: ReservationMode): string {
  const words = missing.map((item) => ITEM_WORDS[item]);
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : (words[0] ?? ITEM_WORDS.government_photo);
  return `This store needs ${list} on file for ${MODE_WORDS[mode]}`;
}
