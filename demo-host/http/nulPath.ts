// PostgreSQL text cannot hold U+0000 (SQLite can); no Canopy field needs it. Both APIs (catalogue and commerce)
// refuse it at the edge with this one check, so an input answers the same 400 on either database.

/** The message a field holding U+0000 is refused with. */
export const NUL_MESSAGE = 'must not contain NUL characters';

const MAX_DEPTH = 32;

/**
 * The dot path of the first text in an untrusted input (a JSON body, a query string, path parameters, multipart
 * fields) that holds U+0000: a value's own path, or the path of the object whose key holds it; '' for the input
 * itself; null when there is none. Nothing deeper than MAX_DEPTH levels is searched: no schema of ours nests that
 * deep, so such an input fails its schema anyway.
 */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
