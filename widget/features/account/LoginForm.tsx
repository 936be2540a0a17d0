import { useMemo, useState } from 'react';
import { UNKNOWN_FORM_ERROR, isFormValid, validateForm } from '../../../shared/forms';
import type { FormRules } from '../../../shared/forms';
import { withReturnTo } from '../../../shared/routes';
import { needsSignInCode, signIn, verifySignInCode } from '../../api/sessions';
import { Link, useFlag, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { finishSignIn } from './finishSignIn';
import { ProviderButtons } from './ProviderButtons';
import { SignInCodeStep } from './SignInCodeStep';

/** What the login page says when the host refused the session it had (001 §8: a 401 prompts login again). */
export const SESSION_ENDED = 'Your session has ended; please log in again.';

type Values = { login: string; password: string };
/** A sign-in waiting for its e-mailed code: its challenge, and the credentials for "Send a new code", in memory only. */
type CodeStep = { challenge: string; credentials: Values; remember: boolean };
const RULES: FormRules<Values> = { login: { required: true }, password: { required: true } };
const FIELDS = [
  { name: 'login', label: 'E-mail or phone', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/**
 * 001 §2 /login: e-mail or phone and password (001 §6), "keep me signed in" (001 §4: on, the session outlives the
 * tab), links to register and to reset the password that keep `return_to`, and Google and Apple where configured.
 * `onSubmitting` says when a sign-in is under way, so the page does not take the new session for an old one.
 */
export function LoginForm({ returnTo, onSubmitting }: { returnTo: string | null; onSubmitting: (busy: boolean) => void }) {
  const widget = useWidget();
  const refused = useSignalValue(widget.session.refused);
  const [values, setValues] = useState<Values>({ login: '', password: '' });
  const [remember, setRemember] = useState(true);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  // 000 §1 flag mfa-check forced on (?featureFlagsOn=mfa-check): the widget asks for the check; a store's own flag the host reads.
  const check = { storeId: widget.storeId, askForCode: useFlag('mfa-check') };
  const errors = useMemo(() => validateForm(values, RULES), [values]);
  /** Signs in; a code asked for opens the code step (the sign-in stays under way), else the shopper moves on (001 §4). */
  const signInWith = async (credentials: Values, keep: boolean) => {
    const answer = await signIn(widget.http, credentials, keep, check);
    if (!needsSignInCode(answer)) return finishSignIn(widget, answer, { remember: keep, returnTo });
    setCodeStep({ challenge: answer.challenge, credentials, remember: keep });
    setValues((v) => ({ ...v, password: '' }));
    setBusy(false);
  };
  const submit = async () => {
    if (!isFormValid(errors) || busy) return;
    setBusy(true);
    onSubmitting(true);
    setError(null);
    try {
      await signInWith(values, remember);
    } catch (cause) {
      // 001 §8: login errors keep the returned text; 001 §5: otherwise 'An unknown error occurred'.
      setError(cause instanceof Error && cause.message ? cause.message : UNKNOWN_FORM_ERROR);
      setBusy(false);
      onSubmitting(false);
    }
  };
  if (codeStep) {
    const { challenge, credentials, remember: keep } = codeStep;
    return (
      <SignInCodeStep
        onVerify={async (code) => finishSignIn(widget, await verifySignInCode(widget.http, { challenge, code, remember: keep }), { remember: keep, returnTo })}
        onResend={() => signInWith(credentials, keep)}
        onBack={() => {
          setCodeStep(null);
          onSubmitting(false);
        }}
      />
    );
  }
  const shown = (name: keyof Values) => (touched[name] ? errors[name] : undefined);
  return (
    <form
      className="cn-login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ login: true, password: true });
        void submit();
      }}
    >
      <h1 className="cn-h1">Log in</h1>
      {refused && (
        <p className="cn-login__alert" role="status">
          {SESSION_ENDED}
        </p>
      )}
      <p className="cn-muted">Use the e-mail or phone number of your account.</p>
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <div key={name} className="cn-login__field">
          <label htmlFor={`cn-${name}`}>{label}</label>
          <input
            id={`cn-${name}`}
            className="cn-login__input"
            type={type}
            autoComplete={autoComplete}
            value={values[name]}
            aria-invalid={shown(name) ? true : undefined}
            aria-describedby={shown(name) ? `cn-${name}-error` : undefined}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [name]: value }));
              setTouched((t) => ({ ...t, [name]: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
          />
          {shown(name) && (
            <p id={`cn-${name}-error`} className="cn-login__error">
              {shown(name)}
            </p>
          )}
        </div>
      ))}
      <div className="cn-login__row">
        <label className="cn-login__check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          Keep me signed in
        </label>
        <Link to={withReturnTo('/forgot-password', returnTo)}>Forgot password?</Link>
      </div>
      {error && (
        <p className="cn-login__alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="cn-btn cn-btn--primary" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
      <ProviderButtons />
      <p className="cn-login__switch">
        New here? <Link to={withReturnTo('/register', returnTo)}>Create an account</Link>
      </p>
    </form>
  );
}
