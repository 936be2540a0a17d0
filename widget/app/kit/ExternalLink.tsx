import type { ReactNode } from 'react';
import { useFlag } from './useFlag';
import { useWidget } from './WidgetContext';

export interface ExternalLinkProps {
  readonly href: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** Whether this document is a frame of another page. A frame whose parent it may not inspect is one too. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/**
 * A link that leaves the widget (a map, a lab's certificate): in a new tab, as a page in an iframe must open it,
 * unless the store has `iframe-redirects` on (000 §1) and the widget runs in an iframe. Then it leaves in the
 * shopper's own tab (`_top`: the partner's page is replaced, not the iframe's inside), and the browser's back button
 * returns to the partner's page at the same widget route (the loader's URL sync, DESIGN §1.5).
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { config } = useWidget();
  const redirectsTop = useFlag('iframe-redirects') && config.mode !== 'framelessEmbed' && isFramed();
  if (redirectsTop) {
    return (
      <a className={className} href={href} target="_top" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="cn-sr"> (opens in a new tab)</span>
    </a>
  );
}
