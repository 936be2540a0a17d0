import { useEffect, useRef, useState } from 'react';
import { Link, useStyles, useTitle, useWidget } from '../../app';
import { StatePanel } from '../../ui/StatePanel';
import { endSession } from './endSession';
import { sessionCss } from './sessionCss';

/**
 * 001 §2 /logout: ends the session (001 §4: the user is reset and the bag detached from them), then says so, with
 * the ways on: log in again, or keep shopping as a guest. A guest who opens it is simply told they are logged out.
 */
export function LogoutPage() {
  useTitle('Logged out');
  const widget = useWidget();
  const [ending, setEnding] = useState(() => widget.session.signedIn.peek());
  const started = useRef(false);
  useEffect(() => {
    if (!ending || started.current) return;
    started.current = true;
    void endSession(widget).finally(() => setEnding(false));
  }, [ending, widget]);
  if (ending) return <StatePanel title="Logging you out…" level={1} icon="…" />;
  return <LoggedOut />;
}

function LoggedOut() {
  useStyles('account-session', sessionCss);
  return (
    <StatePanel
      title="You are logged out"
      level={1}
      icon="✓"
      action={
        <div className="cn-login__actions">
          <Link className="cn-btn cn-btn--primary" to="/login">
            Log in
          </Link>
          <Link className="cn-btn cn-btn--secondary" to="/">
            Keep shopping
          </Link>
        </div>
      }
    >
      You can keep shopping as a guest, or log in again.
    </StatePanel>
  );
}
