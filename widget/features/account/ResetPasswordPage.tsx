import { useState } from 'react';
import type { FormRules } from '../../../shared/forms';
import { ApiError } from '../../api/ApiError';
import { checkPasswordReset, resetPassword } from '../../api/users';
import { Link, useResource, useWidget } from '../../app';
import { LoadError } from '../../ui/StatePanel';
import { useRetry } from '../../ui/useRetry';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { AccountForm } from './FormParts';
import { useForm } from './useForm';
import { sameAs, USER_FIELD_RULES } from './userRules';

type Values = { password: string; password_confirmation: string };
const RULES: FormRules<Values> = { password: USER_FIELD_RULES.password, password_confirmation: sameAs<Values>('password') };
const NO_TOKEN = 'This reset link is not valid';

/** A 422 about the link itself (used, expired, not valid), as opposed to the new password. */
function linkProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.validations?.password) return null;
  return error.message;
}

/**
 * 001 §2 /reset-password?token=…, the page the mailed link opens. The link is checked first
 * (POST /password_resets/check), so a used or expired one says so before anything is typed.
 */
export function ResetPasswordPage({ token }: { token: string | null }) {
  const { http, session } = useWidget();
  const retry = useRetry(token ? `reset-check:${token}` : null);
  const check = useResource(retry.key, (signal) => checkPasswordReset(http, token!, signal));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    id: 'reset',
    initial: { password: '', password_confirmation: '' },
    rules: RULES,
    async onSubmit({ password }) {
      try {
        const answer = await resetPassword(http, { token: token!, password });
        // The host signs every device out after a reset, this one too.
        session.clear();
        setDone(answer.message || 'Your password has been reset');
      } catch (error) {
        const message = linkProblem(error);
        if (message === null) throw error;
        setProblem(message);
      }
    },
  });

  const shownProblem = !token ? NO_TOKEN : (problem ?? linkProblem(check.error));
  if (shownProblem) return <ResetLinkProblem message={shownProblem} />;
  if (done) {
    return (
      <AuthCard title="Password changed">
        <div role="status" className="cn-note">
          <p>{done}</p>
        </div>
        <p className="cn-muted">Log in with your new password.</p>
        <Link className="cn-btn cn-btn--primary" to="/login">
          Log in
        </Link>
      </AuthCard>
    );
  }
  if (check.error) {
    return (
      <AuthCard title="Choose a new password">
        <LoadError what="your reset link" error={check.error} onRetry={retry.retry} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      intro={check.data ? 'Pick a password of at least 10 characters. Every device signed in to your account will be signed out.' : undefined}
    >
      {!check.data ? (
        <div className="cn-skel-lines" role="status" aria-busy="true" aria-label="Checking your reset link">
          <div className="cn-skel" />
          <div className="cn-skel" />
        </div>
      ) : (
        <AccountForm form={form} submit="Set new password" busy="Saving…">
          <Field form={form} name="password" label="New password" type="password" autoComplete="new-password" required />
          <Field form={form} name="password_confirmation" label="Confirm new password" type="password" autoComplete="new-password" required />
        </AccountForm>
      )}
    </AuthCard>
  );
}

function ResetLinkProblem({ message }: { message: string }) {
  return (
    <AuthCard title="This reset link cannot be used" footer={<Link to="/login">Back to log in</Link>}>
      <p className="cn-form__alert" role="alert">
        {message}
      </p>
      <p className="cn-muted">Reset links work once, and only for a limited time. Ask for a new one and use the newest e-mail.</p>
      <Link className="cn-btn cn-btn--primary" to="/forgot-password">
        Request a new link
      </Link>
    </AuthCard>
  );
}
