import { PROMPT_AUTO_HIDE_MS, PROMPT_DISMISS_MS } from '../constants';

export interface PromptState {
  dismissible: boolean;
  /** When the prompt first showed in this view. */
  shownAt: number;
  /** The stored expiry of the last dismissal, if any. */
  dismissedUntil?: number | null;
  autoHideMs?: number;
}

/** 000 §4: once dismissed, a prompt stays hidden 24 hours by default, stored as an expiry time. */
export function promptDismissalExpiry(now: number, hideForMs: number = PROMPT_DISMISS_MS): number {
  return now + hideForMs;
}

/**
 * 000 §4: a prompt shows unless dismissed. A dismissible one stays until dismissed; a
 * non-dismissible one auto-hides 10 seconds after it showed by default. `hideAt` is when a
 * visible prompt will hide by itself (null: never), so the caller can set one timer.
 */
export function promptVisibility(state: PromptState, now: number): { visible: boolean; hideAt: number | null } {
  if (state.dismissedUntil != null && now < state.dismissedUntil) return { visible: false, hideAt: null };
  if (state.dismissible) return { visible: true, hideAt: null };
  const hideAt = state.shownAt + (state.autoHideMs ?? PROMPT_AUTO_HIDE_MS);
  return now < hideAt ? { visible: true, hideAt } : { visible: false, hideAt: null };
}
