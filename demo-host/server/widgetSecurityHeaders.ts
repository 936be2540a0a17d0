import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from './firstView';
import { WARM_UP_SCRIPT } from './widgetHtml';

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

// The inline scripts the widget's HTML can carry (widgetHtml, firstView), allowed by their hashes: they never
// change, so the HTML needs no per-response nonce. The inline answers are a JSON data block, which runs nothing.
const INLINE_SCRIPTS = [WARM_UP_SCRIPT, THEME_SCRIPT].map(hashSource);

/**
 * The headers of the widget's HTML (every widget route, DESIGN §1.1), beside the host's nosniff on everything.
 * - frame-ancestors: the host itself and the partner allowlist (the demo site plus CANOPY_PARTNER_ORIGINS), the
 *   same origins the API lets call it cross-origin; any other page cannot frame the widget.
 * - script-src: the host's own modules and the hashed inline scripts; no eval, no other inline code.
 * - style-src 'unsafe-inline': the widget adds each feature's sheet as a <style> element when that page first
 *   renders (widget/app/styleHost), and the first view carries those sheets and style attributes; a nonce in the
 *   policy would switch 'unsafe-inline' off for all of them. Styles cannot run code.
 * - style-src and font-src https: and the partner origins: a white-label theme's `font-url` (data-theme), a web-font
 *   stylesheet on any https origin or the partner's own, whose fonts often live on yet another (Google Fonts:
 *   fonts.googleapis.com, then fonts.gstatic.com). The widget learns the URL in the handshake, after this policy.
 * - img-src: product photos and brand logos are data: URIs in the sample catalogue, default photos on the host,
 *   and an operator's own menu may link photos on its image CDN (https: only); blob: the shopper's ID photos, which
 *   need the session to fetch and are shown from object URLs (/profile/identification). An image runs no code.
 * - connect-src: the host's API, or a partner-hosted API base (data-api-base, 000 §7): the widget learns that
 *   base in the handshake, after this HTML, so a partner API must be on an allowlisted partner origin.
 * - Referrer-Policy same-origin: nothing outside the host needs the widget's address. It governs only what the
 *   widget sends; the parent's origin the widget reads from document.referrer (DESIGN §1.5) is set by the
 *   loader's iframe (referrerPolicy) and the partner page, never by this response.
 */
export function widgetSecurityHeaders(partnerOrigins: readonly string[]): Record<string, string> {
  const policy: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...INLINE_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'", 'https:', ...partnerOrigins],
    'font-src': ["'self'", 'data:', 'https:', ...partnerOrigins],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...partnerOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...partnerOrigins],
  };
  return {
    'Content-Security-Policy': Object.entries(policy)
      .map(([name, sources]) => [name, ...sources].join(' '))
      .join('; '),
    'Referrer-Policy': 'same-origin',
  };
}
