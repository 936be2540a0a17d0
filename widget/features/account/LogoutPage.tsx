import { useEffect, useRef, useState } from 'react';
import { endSession, useTitle, useWidget } from '../../app';
import { StatePanel } from '../../ui/StatePanel';
import { SessionNotice } from './SessionNotice';

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
  return (
    <SessionNotice title="You are logged out" icon="✓" primary={{ to: '/login', label: 'Log in' }} secondary={{ to: '/', label: 'Keep shopping' }}>
      You can keep shopping as a guest, or log in again.
    </SessionNotice>
  );
}
