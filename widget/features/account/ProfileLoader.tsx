import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Customer } from '../../../shared/types';
import { isAbort } from '../../api/ApiError';
import { whoAmI } from '../../api/sessions';
import { useStyles, useWidget } from '../../app';
import { LoadError } from '../../ui/StatePanel';
import { accountFormCss } from './accountFormCss';

type Loaded = { user: Customer; error: null } | { user: null; error: Error | null };

/**
 * The signed-in shopper (GET /whoami), asked afresh each time a profile page opens: another sign-in on this
 * widget must never show the previous shopper's details. Renders a skeleton while loading, an error with a retry,
 * then `children(user, replace)`; `replace` keeps what a save answered, here and in the session (001 §3 Customer).
 */
export function ProfileLoader({ label, children }: { label: string; children: (user: Customer, replace: (user: Customer) => void) => ReactNode }) {
  useStyles('account-form', accountFormCss);
  const { http, session } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ user: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ user: null, error: null });
    whoAmI(http, controller.signal).then(
      (user) => {
        // No user behind the session (it ended elsewhere): forget it, and the frame sends the shopper to log in.
        if (!user) return session.clear();
        setLoaded({ user, error: null });
        session.setUser(user);
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setLoaded({ user: null, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [http, session, attempt]);

  if (loaded.error) return <LoadError what={label} error={loaded.error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!loaded.user) {
    return (
      <div className="cn-skel-lines" aria-busy="true" aria-label={`Loading ${label}`} role="status">
        <div className="cn-skel" />
        <div className="cn-skel" />
        <div className="cn-skel" />
      </div>
    );
  }
  // A save's answer is the shopper as the host now has them: the header's name follows it.
  const replace = (user: Customer) => {
    setLoaded({ user, error: null });
    session.setUser(user);
  };
  return <>{children(loaded.user, replace)}</>;
}
