import { RESERVATION_MODES } from '../../shared/constants';
import type { CheckoutValues } from '../../shared/cart';
import type { WidgetInstance } from '../app';
import { safeStorage, type SafeStorage } from '../platform/safeStorage';

// A shopper who leaves checkout to log in, register or add an ID (and comes back to /cart/checkout) finds the form
// as they left it. The draft is kept for one cart, in the widget's session storage: it ends with the browser tab,
// and a placed order forgets it. The agreement is not kept: it is given for the order being placed, each time.
const DRAFT_KEY = 'canopy-checkout-draft';
const KEPT = [
  'mode',
  'street',
  'city',
  'state_code',
  'zipcode',
  'time',
  'tip',
  'tipCustom',
  'payment',
  'first_name',
  'last_name',
  'phone',
  'email',
  'birth_date',
  'notes',
  'vehicle',
  'spot_number',
] as const satisfies readonly (keyof CheckoutValues)[];

export type CheckoutDraft = Partial<Pick<CheckoutValues, (typeof KEPT)[number]>>;

// One per widget instance, so an iframe denied storage still keeps the draft in memory across its pages.
const perInstance = new WeakMap<WidgetInstance, SafeStorage>();

/** The widget instance's session storage. Never written through to the partner page. */
export function draftStorage(widget: WidgetInstance): SafeStorage {
  let storage = perInstance.get(widget);
  if (!storage) {
    storage = safeStorage(() => globalThis.sessionStorage);
    perInstance.set(widget, storage);
  }
  return storage;
}

/** The draft of this cart, each value checked (text only, a known mode); {} for another cart or none. */
export function loadDraft(storage: SafeStorage, cartUuid: string): CheckoutDraft {
  try {
    const stored = JSON.parse(storage.get(DRAFT_KEY) ?? 'null') as { cart?: unknown; values?: Record<string, unknown> } | null;
    if (!stored || stored.cart !== cartUuid || !stored.values) return {};
    const values = stored.values;
    const draft: Record<string, string> = {};
    for (const key of KEPT) if (typeof values[key] === 'string') draft[key] = values[key];
    if (draft.mode !== undefined && !(RESERVATION_MODES as readonly string[]).includes(draft.mode)) delete draft.mode;
    return draft as CheckoutDraft;
  } catch {
    return {};
  }
}

export function saveDraft(storage: SafeStorage, cartUuid: string, values: CheckoutValues): void {
  storage.set(DRAFT_KEY, JSON.stringify({ cart: cartUuid, values: Object.fromEntries(KEPT.map((key) => [key, values[key]])) }));
}

export function clearDraft(storage: SafeStorage): void {
  storage.remove(DRAFT_KEY);
}
