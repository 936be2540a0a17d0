import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { shopperName } from '../state/session';
import { useSignalValue } from '../state/useSignalValue';
import { ACCOUNT_SECTIONS } from '../ui/AccountFrame';
import { Link } from './kit/Link';
import { useWidget } from './kit/WidgetContext';

// The account menu's pages (001 §2), then Log out (the /logout route ends the session).
const ITEMS = [
  ...ACCOUNT_SECTIONS.filter((section) => ['profile', 'reservations', 'identification', 'settings'].includes(section.key)),
  { key: 'logout', to: '/logout', label: 'Log out' },
];

const STEPS: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => (at >= last ? 0 : at + 1),
  ArrowUp: (at, last) => (at <= 0 ? last : at - 1),
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * The signed-in shopper's menu in the header: a button with their name that discloses links to the profile pages
 * and Log out. Opening moves focus to the first link; arrows, Home and End move between them; Escape closes and
 * gives focus back to the button; a click elsewhere, focus leaving, or choosing a link closes it.
 */
export function AccountMenu() {
  const { session, router } = useWidget();
  // Until GET /whoami answers after a reload, the session has no name yet.
  const label = shopperName(useSignalValue(session.user)) ?? 'Account';
  const path = useSignalValue(router.path);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('.cn-account-menu__list a') ?? [])];

  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    links()[0]?.focus();
    const doc = element.ownerDocument;
    const outside = (event: Event) => {
      // Inside a shadow root (framelessEmbed) the event's target is the host element; its path holds the real one.
      if (!event.composedPath().includes(element)) setOpen(false);
    };
    const focusLeaves = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) setOpen(false);
    };
    doc.addEventListener('pointerdown', outside);
    element.addEventListener('focusout', focusLeaves);
    return () => {
      doc.removeEventListener('pointerdown', outside);
      element.removeEventListener('focusout', focusLeaves);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const step = STEPS[event.key];
    const items = links();
    if (!step || items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(event.currentTarget.ownerDocument.activeElement as HTMLAnchorElement);
    items[step(at, items.length - 1)]?.focus();
  };

  return (
    <div className="cn-account-menu" ref={root} onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="cn-account-menu__button" aria-expanded={open} aria-controls="cn-account-menu" onClick={() => setOpen(!open)}>
        <span className="cn-account-menu__avatar" aria-hidden="true">
          {label.charAt(0).toUpperCase()}
        </span>
        <span className="cn-sr">Account menu, </span>
        <span className="cn-account-menu__name">{label}</span>
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <ul id="cn-account-menu" className="cn-account-menu__list" aria-label="Your account" hidden={!open}>
        {ITEMS.map((item) => (
          <li key={item.key}>
            <Link to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
