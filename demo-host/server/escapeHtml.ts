/** Text for HTML, in an element or a quoted attribute: & < > " ' as character references. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
