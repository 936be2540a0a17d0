import { useCallback, useEffect, useState } from 'react';
import { useWidget } from '../../app';

/** Where a kiosk starts for each shopper (000 §2 kiosk routes: /landing, the kiosk's landing page). */
export const KIOSK_START = '/landing';

// A kiosk is shared: a thank-you nobody touches for a minute goes back to the start for the next shopper.
export const KIOSK_RETURN_MS = 60_000;

export interface KioskReturn {
  readonly secondsLeft: number;
  readonly totalSeconds: number;
  /** Starts the wait again from the full time (a tap, a key, "Stay on this page"). */
  restart(): void;
}

/**
 * Goes to `to` after `ms` without a tap or a key press anywhere in the widget's document; any tap or key press
 * starts the wait again. The seconds left are counted from a deadline, so a throttled timer never lets the
 * countdown drift from when the page really leaves.
 */
export function useKioskReturn(to: string = KIOSK_START, ms: number = KIOSK_RETURN_MS): KioskReturn {
  const { router } = useWidget();
  const [deadline, setDeadline] = useState(() => Date.now() + ms);
  const [now, setNow] = useState(() => Date.now());
  const restart = useCallback(() => {
    const at = Date.now();
    setDeadline(at + ms);
    setNow(at);
  }, [ms]);

  useEffect(() => {
    const leave = setTimeout(() => router.navigate(to), Math.max(0, deadline - Date.now()));
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(leave);
      clearInterval(tick);
    };
  }, [deadline, router, to]);

  useEffect(() => {
    // Capture: a control that stops its event's propagation is still a touch of the screen.
    document.addEventListener('pointerdown', restart, true);
    document.addEventListener('keydown', restart, true);
    return () => {
      document.removeEventListener('pointerdown', restart, true);
      document.removeEventListener('keydown', restart, true);
    };
  }, [restart]);

  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), totalSeconds: Math.round(ms / 1000), restart };
}
