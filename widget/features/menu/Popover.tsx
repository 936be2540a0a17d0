import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * A button that opens a panel below it (the filter popovers, 320 px wide per 000 §9). Escape and a click
 * outside close it and return focus to the button.
 */
export function Popover({ label, badge, children, id, active }: { label: string; badge?: number; children: (close: () => void) => ReactNode; id: string; active?: boolean }) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const root = wrap.current?.getRootNode() as Document | ShadowRoot | undefined;
    const onDown = (event: Event) => {
      if (wrap.current && !event.composedPath().includes(wrap.current)) setOpen(false);
    };
    root?.addEventListener('pointerdown', onDown);
    const first = wrap.current?.querySelector<HTMLElement>('.cn-popover__panel input, .cn-popover__panel button, .cn-popover__panel select');
    first?.focus();
    return () => root?.removeEventListener('pointerdown', onDown);
  }, [open]);
  return (
    <div className="cn-popover" ref={wrap} onKeyDown={(event) => event.key === 'Escape' && open && (event.stopPropagation(), close())}>
      <button ref={button} type="button" className={`cn-fbtn${active ? ' cn-fbtn--active' : ''}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        {badge ? <span className="cn-fbtn__badge">{badge}</span> : null}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open && (
        <div className="cn-popover__panel" id={id} role="group" aria-label={label}>
          {children(close)}
        </div>
      )}
    </div>
  );
}
