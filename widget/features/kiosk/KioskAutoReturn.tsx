import { useStyles } from '../../app';
import { kioskCss } from './kioskCss';
import { KIOSK_START, useKioskReturn } from './useKioskReturn';

/**
 * What a screen reader hears of the countdown: a sentence when the wait starts and at 30 and 10 seconds, not one
 * every second (the visible count is a timer, which is not read out as it changes).
 */
export function countdownAnnouncement(secondsLeft: number, totalSeconds: number): string {
  if (secondsLeft <= 10) return '10 seconds until this page starts over. Tap anywhere to stay.';
  if (secondsLeft <= 30) return '30 seconds until this page starts over.';
  return `This page starts over after ${totalSeconds} seconds without a tap.`;
}

/** A kiosk page's visible countdown back to the kiosk's start, with a way to stay (any tap also restarts it). */
export function KioskAutoReturn({ to = KIOSK_START }: { to?: string }) {
  useStyles('kiosk', kioskCss);
  const { secondsLeft, totalSeconds, restart } = useKioskReturn(to);
  return (
    <div className="cn-kiosk-return">
      <p role="timer" className="cn-kiosk-return__count">
        Starting over in <strong>{secondsLeft}</strong>
        {secondsLeft === 1 ? ' second' : ' seconds'}
      </p>
      <p role="status" className="cn-sr">
        {countdownAnnouncement(secondsLeft, totalSeconds)}
      </p>
      <button type="button" className="cn-btn cn-btn--secondary" onClick={restart}>
        Stay on this page
      </button>
    </div>
  );
}
