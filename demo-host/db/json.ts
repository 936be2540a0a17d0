/** JSON columns are text on both databases (tables.ts): their value, or `fallback` when empty or unreadable. */
export function fromJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
