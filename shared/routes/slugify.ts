/**
 * A URL slug: lower-case words joined by single hyphens (000 §2: slugs and place parameters are
 * lower-case and hyphenated). Accents are dropped, apostrophes join their word ("Jerry's" →
 * "jerrys"), letters of any script are kept. Idempotent, so an existing url_slug passes unchanged.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
