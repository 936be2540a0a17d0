import { useState } from 'react';
import type { FormRules } from '../../../shared/forms';
import { requestPasswordReset } from '../../api/users';
import { Link, useWidget } from '../../app';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { AccountForm } from './FormParts';
import { modeBaseOf } from '../../app';
import { useForm } from './useForm';
import { USER_FIELD_RULES } from './userRules';

type Values = { email: string };
const RULES: FormRules<Values> = { email: USER_FIELD_RULES.email };

/**
 * 001 §2 /forgot-password (and /password for a shopper who is signed out): the host mails a link that opens the
 * widget in this mode. Its answer is the same whether or not the address has an account, and so is this page's.
 */
export function ForgotPasswordPage({ title = 'Forgot your password?' }: { title?: string }) {
  const widget = useWidget();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({
    id: 'forgot',
    initial: { email: '' },
    rules: RULES,
    async onSubmit({ email }) {
      const answer = await requestPasswordReset(widget.http, { email: email.trim(), mode_base: modeBaseOf(widget) });
      setSent(answer.message);
    },
  });
  const footer = <Link to="/login">Back to log in</Link>;
  if (sent) {
    return (
      <AuthCard title="Check your e-mail" footer={footer}>
        <div role="status" className="cn-note">
          <p>{sent}</p>
        </div>
        <p className="cn-muted">The link works once and for a limited time. No e-mail? Check your spam folder, or ask again.</p>
        <button type="button" className="cn-btn cn-btn--secondary" onClick={() => setSent(null)}>
          Send another link
        </button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro="Enter the e-mail of your account and we will send you a link to choose a new password." footer={footer}>
      <AccountForm form={form} submit="Send reset link" busy="Sending…">
        <Field form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
      </AccountForm>
    </AuthCard>
  );
}
