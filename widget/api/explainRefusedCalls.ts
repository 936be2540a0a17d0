/** The host's variable listing the partner origins its API answers cross-origin (docs/deploy.md, docs/security.md). */
export const PARTNER_ORIGINS_VARIABLE = 'CANOPY_PARTNER_ORIGINS';

/**
 * framelessEmbed calls the API from the partner's page, cross-origin (DESIGN §1.4), and the host answers only the
 * origins on its partner allowlist. The browser shows a refused call to the page as a bare TypeError, as it shows no
 * network at all, and logs only its own CORS line. So the first GET that gets no answer is asked again twice,
 * without credentials: in CORS mode, where a page off the allowlist is refused again, and in no-cors mode, whose
 * opaque answer needs no leave from the host and so arrives from any page while the host is up. Refused, then
 * answered: this page's origin is missing from the allowlist, and one console error per embed says which variable
 * to set and what to put in it. Offline (no answer either way) is asked again on the next failure.
 */
export function explainRefusedCalls(pageOrigin: string, fetchFn: typeof fetch): (method: string, url: string) => void {
  let state: 'unknown' | 'checking' | 'known' = 'unknown';
  return (method, url) => {
    if (state !== 'unknown' || method !== 'GET') return;
    state = 'checking';
    const probe = (mode: RequestMode) =>
      fetchFn(url, { mode, credentials: 'omit', cache: 'no-store' }).then(
        () => true,
        () => false,
      );
    void probe('cors').then(async (allowed) => {
      if (allowed) {
        state = 'known';
        return;
      }
      const hostUp = await probe('no-cors');
      state = hostUp ? 'known' : 'unknown';
      if (!hostUp) return;
      console.error(
        `[Canopy] the Canopy host at ${new URL(url).origin} refuses API calls from this page (${pageOrigin}): its partner allowlist does not name it. ` +
          `Add ${pageOrigin} to ${PARTNER_ORIGINS_VARIABLE} (comma-separated origins) on the Canopy host and restart it.`,
      );
    });
  };
}
