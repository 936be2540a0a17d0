/** store_compliance_language_settings (000 §3): words some states require instead of ours. */
export interface ComplianceLanguageSettings {
  readonly bundle?: string | null;
  readonly specials?: string | null;
}

export interface ComplianceWords {
  readonly bundle: string;
  readonly special: string;
}

// 000 §3: defaults 'bundle' and 'special'.
export const DEFAULT_COMPLIANCE_WORDS: ComplianceWords = { bundle: 'bundle', special: 'special' };

// The store's words, a blank or missing one falling back to its default.
export function complianceWords(settings: ComplianceLanguageSettings | null | undefined): ComplianceWords {
  const word = (value: string | null | undefined, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);
  return {
    bundle: word(settings?.bundle, DEFAULT_COMPLIANCE_WORDS.bundle),
    special: word(settings?.specials, DEFAULT_COMPLIANCE_WORDS.special),
  };
}
