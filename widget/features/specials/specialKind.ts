import type { ComplianceWords } from '../../../shared/specials';
import type { SpecialType } from '../../../shared/types';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The kind of deal in the store's own words (000 §3 compliance language: 'bundle' and 'special' by default). */
export function specialKindLabel(type: SpecialType, words: ComplianceWords): string {
  switch (type) {
    case 'bundle':
      return capital(words.bundle);
    case 'bulk':
      return 'Bulk deal';
    case 'cart_total':
      return 'Order deal';
    default:
      return capital(words.special);
  }
}

/** 'Specials', or the plural of the word the store's state requires. */
export function specialsHeading(words: ComplianceWords): string {
  const word = capital(words.special);
  return /s$/i.test(word) ? word : `${word}s`;
}
