import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { overlayBand } from './overlayBand';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), Escape and the scrim close it, and focus returns to
 * what had it. In an iframe as tall as its content it sits over the part the shopper can see, below the host
 * page's own fixed header.
 */
export function Dialog({ label, variant, onClose, children }: { label: string; variant: 'sheet' | 'modal'; onClose: () => void; children: ReactNode }) {
  const { viewport } = useWidget();
  const view = useSignalValue(viewport);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = (box.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => previous?.focus?.();
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const active = (box.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && active === items[0]) {
      event.preventDefault();
      items[items.length - 1].focus();
    } else if (!event.shiftKey && active === items[items.length - 1]) {
      event.preventDefault();
      items[0].focus();
    }
  };
  let style: React.CSSProperties | undefined;
  if (view) {
    const { top, height } = overlayBand(view, document.documentElement.scrollHeight);
    style = variant === 'sheet' ? { position: 'absolute', top, height } : { position: 'absolute', top: top + height / 2 };
  }
  return (
    <>
      <div className="cn-scrim" onClick={onClose} aria-hidden="true" />
      <div ref={box} className={variant === 'sheet' ? 'cn-sheet' : 'cn-modal'} role="dialog" aria-modal="true" aria-label={label} style={style} onKeyDown={onKeyDown}>
        {children}
      </div>
    </>
  );
}
