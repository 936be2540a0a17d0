import type { ReactNode } from 'react';
import { Link, useStyles } from '../../app';
import { StatePanel } from '../../ui/StatePanel';
import { sessionCss } from './sessionCss';

interface Way {
  readonly to: string;
  readonly label: string;
}

/** A session page's whole message (logged out, already logged in, sign-in off): a heading, a sentence, two ways on. */
export function SessionNotice({ title, icon, primary, secondary, children }: { title: string; icon: string; primary: Way; secondary: Way; children: ReactNode }) {
  useStyles('account-session', sessionCss);
  return (
    <StatePanel
      title={title}
      level={1}
      icon={icon}
      action={
        <div className="cn-login__actions">
          <Link className="cn-btn cn-btn--primary" to={primary.to}>
            {primary.label}
          </Link>
          <Link className="cn-btn cn-btn--secondary" to={secondary.to}>
            {secondary.label}
          </Link>
        </div>
      }
    >
      {children}
    </StatePanel>
  );
}
