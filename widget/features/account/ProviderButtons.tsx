import { fetchAuthProviders } from '../../api/sessions';
import type { AuthProviders } from '../../api/sessions';
import { useResource, useWidget } from '../../app';

// 001 §6 sign-in options beyond the password, and where the host starts each (the start of the provider's flow,
// whose callbacks are 001 §7's POST /auth/google_oauth2/callback and POST /users/id_tokens/apple).
const PROVIDERS: readonly { key: keyof AuthProviders; label: string; start: string }[] = [
  { key: 'google', label: 'Continue with Google', start: '/auth/google_oauth2' },
  { key: 'apple', label: 'Continue with Apple', start: '/auth/apple' },
];

/**
 * Google and Apple sign-in, each only when the host says it is configured (GET /auth/providers); while that
 * answer is on its way, or when the call fails, none is offered rather than a button that cannot work.
 */
export function ProviderButtons() {
  const { http, config } = useWidget();
  const { data } = useResource('auth-providers', (signal) => fetchAuthProviders(http, signal));
  const offered = PROVIDERS.filter((provider) => data?.[provider.key]);
  if (offered.length === 0) return null;
  return (
    <div className="cn-login__providers">
      <p className="cn-login__or">or</p>
      {offered.map((provider) => (
        <button
          key={provider.key}
          type="button"
          className="cn-btn cn-btn--secondary"
          onClick={() => window.open(`${config.apiBase}${provider.start}`, 'canopy-sign-in', 'popup,width=480,height=640')}
        >
          {provider.label}
        </button>
      ))}
    </div>
  );
}
