import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { promptDismissalExpiry, promptVisibility } from '../../shared/platform';
import type { SafeStorage } from '../platform/safeStorage';
import { useSignalValue } from '../state/useSignalValue';
import { useStyles, useWidget } from '../app';
import { promptCss } from './promptCss';
import { visibleBottomTop } from './visibleBottom';

// 000 §4: a dismissal is stored as an expiry time, one entry per prompt.
export const PROMPT_KEY_PREFIX = 'canopy-prompt-';

// In an iframe as tall as its content, a prompt placed before the host page has told its viewport sits at the
// iframe's bottom and moves each time the iframe is sized (layout shift): it waits for the viewport, this long at
// most (a page framing the widget without the loader never tells it).
export const PROMPT_VIEWPORT_WAIT_MS = 3000;

// framelessEmbed mounts several widgets in one page: the same prompt shows once, in the first that claims it.
const shownPrompts = new Set<string>();

export interface PromptPopoverProps {
  /** Names the prompt: its dismissal is kept under PROMPT_KEY_PREFIX + id. */
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
  /** 000 §4: a dismissible prompt stays until dismissed; any other hides by itself after `autoHideMs` (10 s). */
  readonly dismissible?: boolean;
  readonly autoHideMs?: number;
  readonly dismissLabel?: string;
}

/**
 * The prompt popover of 000 §4, at the bottom of the visible part of the widget. It never takes focus (the
 * shopper keeps their place); it is a polite status region, so screen readers announce it. Escape closes it
 * (unless a dialog has the focus: Escape is that dialog's). Closing a dismissible prompt keeps it hidden 24 h.
 */
export function PromptPopover({ id, title, children, dismissible = true, autoHideMs, dismissLabel = 'Got it' }: PromptPopoverProps) {
  useStyles('prompt', promptCss);
  const widget = useWidget();
  const view = useSignalValue(widget.viewport);
  const key = PROMPT_KEY_PREFIX + id;
  const state = useRef({ dismissible, autoHideMs, shownAt: Date.now(), dismissedUntil: readExpiry(widget.storage, key) });
  const [visible, setVisible] = useState(() => promptVisibility(state.current, state.current.shownAt).visible);
  const [claimed, setClaimed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const framed = widget.config.mode !== 'framelessEmbed' && typeof window !== 'undefined' && window.parent !== window;
  const [waitedForView, setWaitedForView] = useState(!framed);
  useEffect(() => {
    if (waitedForView) return;
    const timer = setTimeout(() => setWaitedForView(true), PROMPT_VIEWPORT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waitedForView]);

  const close = useCallback(() => {
    if (state.current.dismissible) widget.storage.set(key, String(promptDismissalExpiry(Date.now())));
    setVisible(false);
  }, [widget, key]);

  useEffect(() => {
    if (!visible || shownPrompts.has(key)) return;
    shownPrompts.add(key);
    setClaimed(true);
    return () => {
      shownPrompts.delete(key);
      setClaimed(false);
    };
  }, [visible, key]);

  useEffect(() => {
    if (!visible) return;
    const { hideAt } = promptVisibility(state.current, Date.now());
    if (hideAt === null) return;
    const timer = setTimeout(() => setVisible(false), Math.max(0, hideAt - Date.now()));
    return () => clearTimeout(timer);
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    const doc = box.current?.ownerDocument ?? document;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element | null;
      if (event.key !== 'Escape' || event.defaultPrevented || target?.closest?.('[role="dialog"],[aria-modal="true"]')) return;
      close();
    };
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
  }, [visible, close]);

  if (!visible || !claimed || (view === null && !waitedForView)) return null;
  const top = visibleBottomTop(view, document);
  const style = top === null ? undefined : { position: 'absolute' as const, bottom: 'auto', top, transform: 'translateY(-100%)' };
  return (
    <div ref={box} className="cn-prompt" role="status" aria-live="polite" aria-labelledby={titleId} style={style} data-prompt={id}>
      <div className="cn-prompt__text">
        <p id={titleId} className="cn-prompt__title">
          {title}
        </p>
        {children}
      </div>
      {dismissible && (
        <button type="button" className="cn-prompt__close" onClick={close}>
          {dismissLabel}
        </button>
      )}
    </div>
  );
}

function readExpiry(storage: SafeStorage, key: string): number | null {
  const value = Number(storage.get(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}
