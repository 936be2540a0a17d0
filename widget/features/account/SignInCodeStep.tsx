import { useEffect, useRef, useState } from 'react';
import { UNKNOWN_FORM_ERROR, isVerificationCodeComplete, sanitizeVerificationCode } from '../../../shared/forms';
import { VERIFICATION_CODE_LENGTH } from '../../../shared/constants';
import { ApiError } from '../../api/ApiError';

/** Room in the field for the spaces of a pasted code ("ABC 123"), which 001 §4 strips. */
const PASTE_TOLERANCE = 6;
const INCOMPLETE = `Enter the ${VERIFICATION_CODE_LENGTH} letters and digits of the code.`;

type Refusal = { kind: 'field' | 'spent' | 'other'; message: string };

/**
 * A refusal of the code: the host names the field for a wrong code with tries left (the step goes on); any other
 * 422 means the challenge is spent (expired, used, too many tries), so only a new code helps.
 */
function refusalOf(cause: unknown): Refusal {
  if (cause instanceof ApiError && cause.validations?.code) {
    const field = cause.validations.code;
    return { kind: 'field', message: (Array.isArray(field) ? field[0] : field) ?? cause.message };
  }
  const message = cause instanceof Error && cause.message ? cause.message : UNKNOWN_FORM_ERROR;
  return { kind: cause instanceof ApiError && cause.status === 422 ? 'spent' : 'other', message };
}

/**
 * The second step of a sign-in with the multi-factor check (000 §1 flag mfa-check): the code e-mailed to the account.
 * 001 §4: letters and digits only, whitespace stripped, length 6; the input completes (and is sent) when the length
 * equals it. Verify sends it too; "Send a new code" signs in again with the credentials the login form holds.
 */
export function SignInCodeStep({ onVerify, onResend, onBack }: { onVerify(code: string): Promise<void>; onResend(): Promise<void>; onBack(): void }) {
  const input = useRef<HTMLInputElement>(null);
  const sendNew = useRef<HTMLButtonElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [resent, setResent] = useState(false);
  const spent = refusal?.kind === 'spent';
  // Focus on the code field when the step opens and after each answer; a spent code leaves one way on: a new one.
  useEffect(() => {
    if (!busy) (spent ? sendNew : input).current?.focus();
  }, [busy, spent]);

  const verify = async (typed: string) => {
    if (busy || spent) return;
    if (!isVerificationCodeComplete(typed)) return setRefusal({ kind: 'field', message: INCOMPLETE });
    setBusy(true);
    setRefusal(null);
    try {
      await onVerify(typed);
    } catch (cause) {
      setRefusal(refusalOf(cause));
      setCode('');
      setBusy(false);
    }
  };
  const resend = async () => {
    setBusy(true);
    setRefusal(null);
    setResent(false);
    try {
      await onResend();
      setCode('');
      setResent(true);
    } catch (cause) {
      setRefusal({ ...refusalOf(cause), kind: 'other' });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = refusal?.kind === 'field' ? refusal.message : null;
  return (
    <form
      className="cn-login"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void verify(code);
      }}
    >
      <h1 className="cn-h1">Enter your code</h1>
      <p className="cn-muted">We e-mailed you a {VERIFICATION_CODE_LENGTH}-character code. It works for 10 minutes.</p>
      <div className="cn-login__field">
        <label htmlFor="cn-mfa-code">Verification code</label>
        <input
          ref={input}
          id="cn-mfa-code"
          className="cn-login__input cn-login__code"
          value={code}
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={VERIFICATION_CODE_LENGTH + PASTE_TOLERANCE}
          disabled={spent}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'cn-mfa-code-error' : undefined}
          onChange={(event) => {
            const next = sanitizeVerificationCode(event.currentTarget.value);
            setCode(next);
            if (refusal?.kind === 'field') setRefusal(null);
            // 001 §4: the input completes when its length equals the configured length.
            if (isVerificationCodeComplete(next)) void verify(next);
          }}
        />
        {fieldError && (
          <p id="cn-mfa-code-error" className="cn-login__error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      {refusal && refusal.kind !== 'field' && (
        <p className="cn-login__alert" role="alert">
          {refusal.message}
        </p>
      )}
      <div role="status" className="cn-muted">
        {resent && 'We sent you a new code.'}
      </div>
      <button type="submit" className="cn-btn cn-btn--primary" disabled={busy || spent}>
        {busy ? 'Checking…' : 'Verify'}
      </button>
      <div className="cn-login__row">
        <button ref={sendNew} type="button" className="cn-login__link" disabled={busy} onClick={() => void resend()}>
          Send a new code
        </button>
        <button type="button" className="cn-login__link" disabled={busy} onClick={onBack}>
          Use another account
        </button>
      </div>
    </form>
  );
}
