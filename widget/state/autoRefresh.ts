import { AUTO_REFRESH_INTERVAL_MS, CART_REFETCH_THRESHOLD_MS } from '../../shared/constants';
import { effect } from './signals';
import type { ReadonlySignal } from './signals';

export interface AutoRefreshDeps {
  /** The auto-refresh flag (000 §1): nothing runs while it is off. */
  readonly enabled: ReadonlySignal<boolean>;
  readonly window: Window;
  /** Fetches the open pages' data again (the menu, the store, the bag). */
  readonly refresh: () => void;
  readonly intervalMs?: number;
  readonly now?: () => number;
}

/**
 * 000 §1 auto refresh: while the flag is on, the open menu and bag are fetched again every minute the tab is
 * visible, and at once when the shopper comes back to the tab. Returns the stop function.
 */
export function startAutoRefresh(deps: AutoRefreshDeps): () => void {
  const { window: win } = deps;
  const now = deps.now ?? Date.now;
  let last = -Infinity;
  // Coming back to a tab fires both focus and visibilitychange: one refresh for both (001 §9: 2 s, as the cart's).
  const refresh = () => {
    if (win.document.visibilityState === 'hidden' || now() - last < CART_REFETCH_THRESHOLD_MS) return;
    last = now();
    deps.refresh();
  };
  return effect(() => {
    if (!deps.enabled.value) return;
    const timer = win.setInterval(refresh, deps.intervalMs ?? AUTO_REFRESH_INTERVAL_MS);
    win.addEventListener('focus', refresh);
    win.document.addEventListener('visibilitychange', refresh);
    return () => {
      win.clearInterval(timer);
      win.removeEventListener('focus', refresh);
      win.document.removeEventListener('visibilitychange', refresh);
    };
  });
}
