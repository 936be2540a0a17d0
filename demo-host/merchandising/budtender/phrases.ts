const patternCache = new Map<string, RegExp>();

/** The question as the parser reads it: lowercase, accents dropped, curly quotes and dashes made plain, spaces collapsed. */
export function normalizeQuestion(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A phrase as a pattern: whole words, spaces or hyphens between them alike, a trailing `*` for any ending. */
function patternOf(phrase: string): RegExp {
  let pattern = patternCache.get(phrase);
  if (!pattern) {
    const open = phrase.endsWith('*');
    const words = (open ? phrase.slice(0, -1) : phrase).split(/[\s-]+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`(?<![\\w])${words.join('[\\s-]+')}${open ? '[\\w-]*' : ''}(?![\\w])`);
    patternCache.set(phrase, pattern);
  }
  return pattern;
}

/** Whether the normalized text holds any of the phrases. */
export function hasAny(text: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => patternOf(phrase).test(text));
}

/** The normalized text with every occurrence of the phrases blanked out, or null when none occurs. */
export function takeAny(text: string, phrases: readonly string[]): string | null {
  if (!hasAny(text, phrases)) return null;
  return phrases.reduce((rest, phrase) => rest.replace(new RegExp(patternOf(phrase).source, 'g'), ' '), text);
}

/**
 * Reads entries in order, taking each one's phrases out of the text once found, so a later entry cannot match the
 * same words ("half ounce" is not also an ounce). Answers the entries found and the text left.
 */
export function takeEach<T extends { phrases: readonly string[] }>(text: string, entries: readonly T[]): { found: T[]; rest: string } {
  const found: T[] = [];
  let rest = text;
  for (const entry of entries) {
    const after = takeAny(rest, entry.phrases);
    if (after === null) continue;
    found.push(entry);
    rest = after;
  }
  return { found, rest };
}
