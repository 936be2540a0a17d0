import { useMemo, useState } from 'react';
import { UNKNOWN_FORM_ERROR, isFormValid, validateForm } from '../../../shared/forms';
import type { FormRules } from '../../../shared/forms';
import { hostMessage } from '../../../shared/protocol';
import { updateCart } from '../../api/carts';
import { signIn } from '../../api/sessions';
import { useStyles, useTitle, useWidget } from '../../app';
import { accountCss } from './accountCss';

type Values = { login: string; password: string };
const RULES: FormRules<Values> = { login: { required: true }, password: { required: true } };

/**
 * 001 §2 /login: e-mail or phone and password (001 §6). A signed-in shopper's bag is attached to them
 * (PATCH /carts user_id) and they continue to checkout when the bag has something in it.
 */
export function LoginPage() {
  useStyles('account', accountCss);
  useTitle('Log in');
  const widget = useWidget();
  const [values, setValues] = useState<Values>({ login: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useMemo(() => validateForm(values, RULES), [values]);
  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };
  const submit = async () => {
    if (!isFormValid(errors) || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await signIn(widget.http, values);
      widget.session.signIn(answer);
      widget.bridge.send(hostMessage('login', {}));
      const uuid = widget.cart.uuid.peek();
      if (uuid) await updateCart(widget.http, { uuid, user_id: answer.user.id }).catch((cause) => console.warn('[canopy] attaching the bag failed', cause));
      widget.router.navigate(widget.cart.lines.peek().length > 0 ? '/cart/checkout' : '/');
    } catch (cause) {
      // 001 §8: login errors keep the returned text; 001 §5: otherwise 'An unknown error occurred'.
      setError(cause instanceof Error && cause.message ? cause.message : UNKNOWN_FORM_ERROR);
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof Values) => (touched[name] ? errors[name] : undefined);
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
      <p className="cn-muted">Use the e-mail or phone number of your account.</p>
      {(['login', 'password'] as const).map((name) => (
        <div key={name} className="cn-login__field">
          <label htmlFor={`cn-${name}`}>{name === 'login' ? 'E-mail or phone' : 'Password'}</label>
          <input
            id={`cn-${name}`}
            className="cn-login__input"
            type={name === 'password' ? 'password' : 'text'}
            autoComplete={name === 'password' ? 'current-password' : 'username'}
            value={values[name]}
            aria-invalid={field(name) ? true : undefined}
            aria-describedby={field(name) ? `cn-${name}-error` : undefined}
            onChange={(e) => set(name, e.currentTarget.value)}
            onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
          />
          {field(name) && (
            <p id={`cn-${name}-error`} className="cn-login__error">
              {field(name)}
            </p>
          )}
        </div>
      ))}
      {error && (
        <p className="cn-login__alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="cn-btn cn-btn--primary" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
