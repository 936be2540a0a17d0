import { useState } from 'react';
import { useStyles, useTitle, useWidget } from '../../app';
import { shopperName } from '../../state/session';
import { useSignalValue } from '../../state/useSignalValue';
import { accountCss } from './accountCss';
import { afterSignInPath } from './finishSignIn';
import { LoginForm } from './LoginForm';
import { SessionNotice } from './SessionNotice';
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

function AlreadySignedIn({ returnTo }: { returnTo: string | null }) {
  const { session, cart } = useWidget();
  const who = shopperName(useSignalValue(session.user));
  const lines = useSignalValue(cart.lines);
  return (
    <SessionNotice
      title="You are already logged in"
      icon="✓"
      primary={{ to: afterSignInPath(returnTo, lines.length > 0), label: 'Continue' }}
      secondary={{ to: '/logout', label: 'Log out' }}
    >
      {who ? `You are logged in as ${who}.` : 'You are logged in.'}
    </SessionNotice>
  );
}
