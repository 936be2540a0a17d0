import { useState } from 'react';
import { useStyles, useTitle, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { accountCss } from './accountCss';
import { LoginForm } from './LoginForm';
import { AlreadySignedIn } from './AlreadySignedIn';
import { sessionCss } from './sessionCss';

/**
 * 001 §2 /login. `returnTo` is the page to go back to afterwards (001 §4, the `return_to` parameter). A shopper
 * who is signed in already is told so, with a way on and a way out, instead of a second sign-in.
 */
export function LoginPage({ returnTo = null }: { returnTo?: string | null }) {
  useStyles('account', accountCss);
  useStyles('account-session', sessionCss);
  useTitle('Log in');
  const { session } = useWidget();
  const signedIn = useSignalValue(session.signedIn);
  const [signingIn, setSigningIn] = useState(false);
  if (signedIn && !signingIn) return <AlreadySignedIn returnTo={returnTo} />;
  return <LoginForm returnTo={returnTo} onSubmitting={setSigningIn} />;
}
