import { useState } from 'react';
import { isVerificationCodeComplete, sanitizeVerificationCode } from '../../../shared/forms';
import type { CrmIntegrationAnswer } from '../../../shared/schemas/cartAnswers';
import { fetchCrmIntegration, initiateCrmAuth } from '../../api/carts';
import type { Http } from '../../api/createHttp';

const lookupOf = (value: string) => {
  const named = value.trim();
  if (named === '') return {};
  return named.includes('@') ? { email: named } : { crm_member_id: named };
};

const messageOf = (cause: unknown) => (cause instanceof Error && cause.message ? cause.message : 'Something went wrong');

/**
 * 001 §7 CRM sign-in: the shopper names their membership (member number or e-mail; blank: their account's
 * e-mail), gets a code by e-mail (initiate_crm_auth) and types it back (crm_integration with auth_code; 001 §5:
 * letters and digits, whitespace stripped, length 6), which links the membership to their account.
 */
export function LoyaltyLinkForm({ http, cartUuid, storeId, onLinked }: { http: Http; cartUuid: string; storeId: number; onLinked(answer: CrmIntegrationAnswer): void }) {
  const [step, setStep] = useState<'name' | 'code'>('name');
  const [named, setNamed] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () =>
    attempt(async () => {
      setInfo((await initiateCrmAuth(http, cartUuid, lookupOf(named))).message);
      setCode('');
      setStep('code');
    });
  const verify = () =>
    attempt(async () => {
      const answer = await fetchCrmIntegration(http, storeId, { auth_code: code });
      if (answer.error) setError(answer.error);
      else onLinked(answer);
    });
  return (
    <form
      className="cn-field cn-loyalty-link"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void (step === 'name' ? sendCode() : verify());
      }}
    >
      {step === 'name' ? (
        <>
          <label htmlFor="cn-loyalty-member">Already a member? Member number or e-mail</label>
          <div className="cn-inline-form">
            <input id="cn-loyalty-member" className="cn-input" value={named} autoComplete="email" onChange={(e) => setNamed(e.currentTarget.value)} />
            <button type="submit" className="cn-btn cn-btn--secondary" disabled={busy}>
              Send code
            </button>
          </div>
          <p className="cn-muted cn-loyalty-hint">Leave it empty to use your account’s e-mail.</p>
        </>
      ) : (
        <>
          <label htmlFor="cn-loyalty-code">Verification code</label>
          <div className="cn-inline-form">
            <input
              id="cn-loyalty-code"
              className="cn-input"
              value={code}
              inputMode="text"
              autoComplete="one-time-code"
              aria-invalid={error !== null}
              aria-describedby={error ? 'cn-loyalty-code-error' : undefined}
              onChange={(e) => setCode(sanitizeVerificationCode(e.currentTarget.value))}
            />
            <button type="submit" className="cn-btn cn-btn--secondary" disabled={busy || !isVerificationCodeComplete(code)}>
              Verify
            </button>
          </div>
          <button type="button" className="cn-link-btn" disabled={busy} onClick={() => setStep('name')}>
            Send a new code
          </button>
        </>
      )}
      {info && step === 'code' && (
        <p className="cn-muted" role="status">
          {info}
        </p>
      )}
      {error && (
        <p id="cn-loyalty-code-error" className="cn-field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
