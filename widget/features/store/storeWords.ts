import { complianceWords } from '../../../shared/specials';
import type { ComplianceLanguageSettings } from '../../../shared/specials';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The store's name for its specials tab and page: 'Specials', or the word its state requires (000 §3). */
export function specialsLabel(settings: ComplianceLanguageSettings | null | undefined): string {
  const word = complianceWords(settings).special;
  return capital(/s$/i.test(word) ? word : `${word}s`);
}
