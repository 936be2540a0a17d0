import { useWidget } from '../../app';
import { AccountFrame } from '../../ui/AccountFrame';
import { useSignalValue } from '../../state/useSignalValue';
import { AuthCard } from './AuthCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordPage } from './ForgotPasswordPage';

/** 001 §2 /password: a signed-in shopper changes their password; anyone else asks for a reset link. */
export function PasswordPage() {
  const signedIn = useSignalValue(useWidget().session.signedIn);
  if (!signedIn) return <ForgotPasswordPage title="Reset your password" />;
  return (
    <AuthCard title="Change your password">
      <ChangePasswordForm />
    </AuthCard>
  );
}

/** 001 §2 /profile/password: the same form inside the profile. */
export function ProfilePasswordPage() {
  return (
    <AccountFrame title="Password" current="password">
      <p className="cn-muted">Enter your current password, then the new one twice.</p>
      <ChangePasswordForm />
    </AccountFrame>
  );
}
