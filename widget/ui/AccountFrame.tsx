import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { withReturnTo } from '../../shared/routes';
import { Link, useStyles, useTitle, useWidget } from '../app';
import { useSignalValue } from '../state/useSignalValue';
import { accountFrameCss } from './accountFrameCss';

/** The pages of the profile area (001 §2), in the order its navigation lists them. */
export const ACCOUNT_SECTIONS = [
  { key: 'profile', to: '/profile', label: 'Profile' },
  { key: 'reservations', to: '/profile/reservations', label: 'Reservations' },
  { key: 'identification', to: '/profile/identification', label: 'ID documents' },
  { key: 'edit', to: '/profile/edit', label: 'Edit profile' },
  { key: 'settings', to: '/profile/settings', label: 'Settings' },
  { key: 'password', to: '/profile/password', label: 'Password' },
  { key: 'contactUs', to: '/profile/contactUs', label: 'Contact us' },
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]['key'];

/**
 * The frame of every profile page: its heading, the profile navigation (a row of tabs on a phone, a side
 * column from 768 px) and the page. Only a signed-in shopper sees it; anyone else goes to /login, which
 * brings them back here (001 §4).
 */
export function AccountFrame({ title, current, children }: { title: string; current: AccountSection; children: ReactNode }) {
  useStyles('account-frame', accountFrameCss);
  useTitle(title);
  const signedIn = useRequireSignIn();
  const nav = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: the current one is brought into view, not left cut off at the edge.
  useEffect(() => {
    const tab = nav.current?.querySelector<HTMLElement>('[aria-current=page]');
    if (tab && nav.current) nav.current.scrollLeft = Math.max(0, tab.offsetLeft - nav.current.offsetLeft - 16);
  }, [current, signedIn]);
  if (!signedIn) return null;
  return (
    <div className="cn-account">
      <nav ref={nav} className="cn-account__nav" aria-label="Your account">
        {ACCOUNT_SECTIONS.map((section) => (
          <Link key={section.key} to={section.to} aria-current={section.key === current ? 'page' : undefined}>
            {section.label}
          </Link>
        ))}
      </nav>
      <section className="cn-account__page" aria-labelledby="cn-account-title">
        <h1 id="cn-account-title" className="cn-h1">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** Whether the shopper is signed in; when not, replaces the page with /login?return_to=<this page>. */
export function useRequireSignIn(): boolean {
  const { session, router } = useWidget();
  const signedIn = useSignalValue(session.signedIn);
  useEffect(() => {
    if (!signedIn) router.navigate(withReturnTo('/login', router.path.peek()), { replace: true });
  }, [signedIn, router]);
  return signedIn;
}
