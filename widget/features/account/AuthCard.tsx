import type { ReactNode } from 'react';
import { useStyles, useTitle } from '../../app';
import { accountFormCss } from './accountFormCss';

/** The card of a signed-out account page (register, forgot and reset password): its heading, text and links. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children?: ReactNode; footer?: ReactNode }) {
  useStyles('account-form', accountFormCss);
  useTitle(title);
  return (
    <section className="cn-authcard" aria-labelledby="cn-authcard-title">
      <h1 id="cn-authcard-title" className="cn-h1">
        {title}
      </h1>
      {intro && <p className="cn-muted">{intro}</p>}
      {children}
      {footer && <div className="cn-authcard__foot">{footer}</div>}
    </section>
  );
}
