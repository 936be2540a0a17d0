import { anonymousAnalyticsCookieExpiry } from '../../../shared/platform';

/** document.cookie, or a double of it in tests. */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

// The cookie that tells one anonymous shopper's events apart (001 §7: it lasts 6 months).
export const ANONYMOUS_ID_COOKIE = 'canopy_aid';

export function documentCookies(doc: Document): CookieJar {
  return {
    get: () => {
      try {
        return doc.cookie;
      } catch {
        return '';
      }
    },
    set: (cookie) => {
      try {
        doc.cookie = cookie;
      } catch {
        // A sandboxed frame may refuse cookies: the events then go without the anonymous id.
      }
    },
  };
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The anonymous analytics id from its cookie, or a new one whose cookie expires 6 calendar months from `now`
 * (001 §7). Null when the cookie cannot be kept (a frame denied third-party cookies): an id that changes on every
 * page would count one shopper many times.
 */
export function loadAnonymousId(cookies: CookieJar, now: number): string | null {
  const found = new RegExp(`(?:^|;\\s*)${ANONYMOUS_ID_COOKIE}=([0-9a-f]+)`).exec(cookies.get());
  if (found) return found[1];
  const id = randomId();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure; SameSite=None' : '; SameSite=Lax';
  cookies.set(`${ANONYMOUS_ID_COOKIE}=${id}; expires=${anonymousAnalyticsCookieExpiry(now).toUTCString()}; path=/${secure}`);
  return new RegExp(`(?:^|;\\s*)${ANONYMOUS_ID_COOKIE}=${id}`).test(cookies.get()) ? id : null;
}
