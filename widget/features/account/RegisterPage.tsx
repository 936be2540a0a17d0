import { useState } from 'react';
import { stripPhoneDashes } from '../../../shared/forms';
import type { FormRules } from '../../../shared/forms';
import { safeReturnPath, withReturnTo } from '../../../shared/routes';
import { isCheckEmail, registerUser } from '../../api/users';
import { Link, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { AlreadySignedIn } from './AlreadySignedIn';
import { AuthCard } from './AuthCard';
import { keepSignIn } from './finishSignIn';
import { CheckField, Field } from './Field';
import { AccountForm } from './FormParts';
import { useForm } from './useForm';
import { textOrNull, USER_FIELD_RULES } from './userRules';

type Values = { email: string; password: string; phone: string; first_name: string; last_name: string; birth_date: string; promotions: boolean };
const EMPTY: Values = { email: '', password: '', phone: '', first_name: '', last_name: '', birth_date: '', promotions: false };
const RULES: FormRules<Values> = USER_FIELD_RULES;

/**
 * 001 §2 /register. A new account is signed in at once (201) and goes back to `return_to` or to the profile; an
 * e-mail that has an account answers 202 check_email, which only its owner can act on, so the page says to look
 * at the mailbox and signs nobody in. From the guest receipt, `reservation_uuid` makes that order the account's.
 */
export function RegisterPage({ returnTo, reservationUuid }: { returnTo?: string | null; reservationUuid?: string | null }) {
  const widget = useWidget();
  const back = safeReturnPath(returnTo);
  const [checkEmail, setCheckEmail] = useState<{ email: string; message: string } | null>(null);
  const signedIn = useSignalValue(widget.session.signedIn);
  // The session this page's own registration opened is no reason to say "already logged in" on the way out.
  const [registered, setRegistered] = useState(false);
  const form = useForm<Values>({
    id: 'register',
    initial: EMPTY,
    rules: RULES,
    async onSubmit(values) {
      const answer = await registerUser(widget.http, {
        user: {
          email: values.email.trim(),
          password: values.password,
          phone: values.phone.trim() ? stripPhoneDashes(values.phone) : null,
          first_name: textOrNull(values.first_name),
          last_name: textOrNull(values.last_name),
          birth_date: textOrNull(values.birth_date),
        },
        promotions_opt_out: !values.promotions,
        ...(reservationUuid ? { reservation_uuid: reservationUuid } : {}),
      });
      if (isCheckEmail(answer)) {
        setCheckEmail({ email: values.email.trim(), message: answer.message });
        return;
      }
      setRegistered(true);
      await keepSignIn(widget, answer, { remember: true, signUp: true });
      const linked = answer.linked_reservation_id ?? null;
      if (linked !== null && back) widget.notifications.show(`Your order #${linked} is now in your reservations`, 'success');
      widget.router.navigate(back ?? (linked !== null ? `/profile?linked_reservation=${linked}` : '/profile'));
    },
  });
  const loginLink = withReturnTo('/login', back);

  if (signedIn && !form.submitting && !registered) return <AlreadySignedIn returnTo={back} />;
  if (checkEmail) {
    return (
      <AuthCard title="Check your e-mail" footer={<Link to={loginLink}>Log in</Link>}>
        <div role="status" className="cn-note">
          <p>{checkEmail.message}</p>
        </div>
        <p className="cn-muted">We sent a message to {checkEmail.email}. Follow it to finish, or log in if this is already your account.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create your account"
      intro={reservationUuid ? 'Your order will be saved to your new account.' : 'Save your details, follow your reservations and check out faster.'}
      footer={
        <>
          <span className="cn-muted">Already have an account?</span>
          <Link to={loginLink}>Log in</Link>
        </>
      }
    >
      <AccountForm form={form} submit="Create account" busy="Creating your account…">
        <Field form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
        <Field form={form} name="password" label="Password" type="password" autoComplete="new-password" required hint="At least 10 characters." />
        <div className="cn-form__row">
          <Field form={form} name="first_name" label="First name" autoComplete="given-name" />
          <Field form={form} name="last_name" label="Last name" autoComplete="family-name" />
        </div>
        <div className="cn-form__row">
          <Field form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" inputMode="tel" hint="A US number, e.g. 213-555-0100." />
          <Field form={form} name="birth_date" label="Birth date (optional)" type="date" autoComplete="bday" />
        </div>
        <CheckField form={form} name="promotions" label="Send me deals and news by e-mail" hint="You can change this at any time in your settings." />
      </AccountForm>
    </AuthCard>
  );
}
