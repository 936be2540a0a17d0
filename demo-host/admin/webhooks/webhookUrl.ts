/** The secrets a webhook is signed with: shorter ones could be guessed (make one with: openssl rand -hex 32). */
export const MIN_WEBHOOK_SECRET_LENGTH = 24;

const MAX_URL_LENGTH = 2000;

/**
 * Whether `raw` is a URL the host may POST webhooks to: http or https only, so a store cannot point the host at a
 * file:, gopher: or other scheme. Private addresses are not refused here (docs/api-admin.md § Webhooks, SSRF).
 */
export function isWebhookUrl(raw: string): boolean {
  if (raw.length > MAX_URL_LENGTH) return false;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
