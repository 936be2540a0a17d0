import type { QualifyingStatus } from '../../../shared/types';

/** The qualifying status (000 §4) as the shopper reads it. */
export const QUALIFYING_WORDS: Readonly<Record<QualifyingStatus, string>> = {
  not_qualified: 'Not in your bag yet',
  qualified: 'You qualify',
  applied: 'Applied to your bag',
};
