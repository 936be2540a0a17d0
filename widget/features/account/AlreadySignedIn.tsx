import { useWidget } from '../../app';
import { shopperName } from '../../state/session';
import { useSignalValue } from '../../state/useSignalValue';
import { afterSignInPath } from './finishSignIn';
import { SessionNotice } from './SessionNotice';

/** /login or /register for a shopper who is signed in already: who they are, a way on and a way out. */
export function AlreadySignedIn({ returnTo }: { returnTo: string | null }) {
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
