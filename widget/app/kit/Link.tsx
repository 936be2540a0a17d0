import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useWidget } from './WidgetContext';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: string;
  readonly replace?: boolean;
  readonly children?: ReactNode;
}

/** An anchor for a widget route: a real href (new tab, copy link) and in-app navigation on a plain click. */
export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  const { router } = useWidget();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.navigate(to, { replace });
  };
  return (
    <a href={router.href(to)} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
