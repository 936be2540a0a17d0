import { useRef, useState } from 'react';
import { lazyPage, useFlag, useStyles } from '../../../app';
import type { BudtenderPanelProps } from './BudtenderPanel';

// The panel is its own chunk: the menu's first render carries only this opener (DESIGN §3 budget).
const Panel = lazyPage(
  () => import('./BudtenderPanel'),
  (module) => module.BudtenderPanel,
);

// One menu at a time in a widget (its iframe or shadow root): a fixed id is unique there.
const PANEL_ID = 'cn-bt-panel';

const entryCss = `.cn-bt{margin-top:12px;min-width:0}.cn-bt__bar{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px}.cn-bt__hint{font-size:14px}`;

/**
 * The virtual budtender's place on the menu (000 §1 `virtual-budtender` flag; nothing at all without it): an opener
 * that loads and expands the panel inline, and takes the focus back when the panel closes.
 */
export function BudtenderEntry(props: Omit<BudtenderPanelProps, 'id' | 'onClose'>) {
  const on = useFlag('virtual-budtender');
  const [state, setState] = useState<'closed' | 'opening' | 'open' | 'failed'>('closed');
  const opener = useRef<HTMLButtonElement>(null);
  useStyles('budtender-entry', entryCss);
  if (!on) return null;

  const open = () => {
    setState('opening');
    Panel.preload().then(
      () => setState((now) => (now === 'opening' ? 'open' : now)),
      () => setState((now) => (now === 'opening' ? 'failed' : now)),
    );
  };
  const close = () => {
    setState('closed');
    opener.current?.focus();
  };
  const expanded = state !== 'closed';
  return (
    <div className="cn-bt">
      <div className="cn-bt__bar">
        <button
          ref={opener}
          type="button"
          className="cn-btn cn-btn--secondary"
          aria-expanded={expanded}
          aria-controls={expanded ? PANEL_ID : undefined}
          onClick={expanded ? close : open}
          onPointerEnter={() => void Panel.preload().catch(() => undefined)}
        >
          Ask our budtender
        </button>
        <span className="cn-bt__hint cn-muted">Say what you are after; get picks from this menu.</span>
      </div>
      {state === 'open' && <Panel {...props} id={PANEL_ID} onClose={close} />}
      {(state === 'opening' || state === 'failed') && (
        <p id={PANEL_ID} className="cn-muted" role="status">
          {state === 'opening' ? (
            'Opening…'
          ) : (
            <>
              The budtender could not open.{' '}
              <button type="button" className="cn-btn cn-btn--ghost cn-btn--small" onClick={open}>
                Retry
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
