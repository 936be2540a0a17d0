// Addresses the host's configuration names (CANOPY_MAIL_FROM, CANOPY_SUPPORT_EMAIL). Strict on purpose: they
// become mail headers, so no line break, and no comma or semicolon that a mailer would read as a second address.

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;
const NAMED = /^([^<>"\r\n,;]*?)\s*<([^<>]+)>$/;

/** A bare address: `shop@example.com`. */
export function isMailbox(raw: string): boolean {
  return ADDRESS.test(raw);
}

/** A From address: `shop@example.com` or `Canopy Shop <shop@example.com>`. */
export function isFromAddress(raw: string): boolean {
  const named = NAMED.exec(raw);
  return named ? isMailbox(named[2]) : isMailbox(raw);
}

/** The bare address of a From address: `Canopy <shop@example.com>` → `shop@example.com`. */
export function mailboxOf(from: string): string {
  return NAMED.exec(from)?.[2] ?? from;
}
