import type { Store } from '../../../shared/types';

// 000 §4 Store display settings: kiosk_anonymous_checkout is allowed, required or none.
const WORDS: Record<Store['kiosk_anonymous_checkout'], string> = {
  allowed: 'Allowed: shoppers can check out without an account or contact details, or leave their contact details.',
  required: 'Required: every order on this kiosk is placed without an account or contact details.',
  none: 'Not offered: shoppers give their contact details as at any guest checkout, or sign in.',
};

/** The store's kiosk_anonymous_checkout in plain words; an answer without it (001 §5: used as it came) says so. */
export function anonymousCheckoutWords(setting: unknown): string {
  return typeof setting === 'string' && Object.hasOwn(WORDS, setting) ? WORDS[setting as keyof typeof WORDS] : 'Not set for this store.';
}
