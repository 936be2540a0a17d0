import { useRef, useState } from 'react';
import { afterNextPaint } from '../../app';

/**
 * A menu control's choice, shown at once and handed on once the frame that shows it is painted (DESIGN §3 INP, phone
 * profile): the whole menu rendered again in the click's own task was most of a tab's or a sort's latency, and the
 * search the choice starts takes longer than a frame anyway. `pending` is the choice until `onChoose` has it; the
 * menu's latest `onChoose` is called, which leaves a route the shopper has left by then alone (useMenuState).
 */
export function useChoiceAfterPaint<T>(onChoose: (choice: T) => void) {
  const [pending, setPending] = useState<{ readonly choice: T } | null>(null);
  const latest = useRef(onChoose);
  latest.current = onChoose;
  const choose = (choice: T) => {
    setPending({ choice });
    afterNextPaint(window, () => {
      setPending(null);
      latest.current(choice);
    });
  };
  return { pending, choose };
}
