// 001 §4: "after signing in the shopper returns to where they were". The page to return to travels as the
// `return_to` query parameter of /login and /register; only a widget path is honoured, never another site.

export const RETURN_TO_PARAM = 'return_to';

/** The widget path in `return_to`, or null when it is absent or could leave the widget (`//evil`, `https:`). */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (/[\u0000-\u001f]/.test(raw)) return null;
  return raw;
}

const ACCOUNT_ENTRY = /^\/(login|register|logout)(?:[/?#]|$)/;

/** An account page (`/login`, `/register`) that sends the shopper back to `returnTo` when it is done. */
export function withReturnTo(accountPath: string, returnTo: string | null | undefined): string {
  const back = safeReturnPath(returnTo);
  // Never back to an account page itself: /login?return_to=/login?… would only grow.
  if (!back || ACCOUNT_ENTRY.test(back)) return accountPath;
  return `${accountPath}?${RETURN_TO_PARAM}=${encodeURIComponent(back)}`;
}
