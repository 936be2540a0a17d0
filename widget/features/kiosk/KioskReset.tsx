import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useWidget } from '../../app';
import { resetKiosk } from './resetKiosk';
import { itemWords, useTabletShopper } from './tabletShopper';

type Step = 'idle' | 'confirming' | 'resetting' | 'cancelled' | 'done';

/** What a reset will clear on this tablet now, in a sentence. */
function resetWhat(items: number, signedIn: boolean): string {
  const bag = items > 0 ? `This empties the bag (${itemWords(items)})` : 'The bag is empty';
  if (signedIn) return `${bag} and signs out the shopper who is signed in on this tablet.`;
  return `${bag}, and nobody is signed in.`;
}

/**
 * "Reset this kiosk" for store staff: it asks first, in place (the focus moves to the question; Escape or Cancel
 * takes it back to the button), then clears the tablet's shopper state and says so where the focus lands.
 */
export function KioskReset() {
  const widget = useWidget();
  const { items, signedIn } = useTabletShopper();
  const [step, setStep] = useState<Step>('idle');
  const button = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (step === 'confirming') question.current?.focus();
    else if (step === 'done') done.current?.focus();
    else if (step === 'cancelled') button.current?.focus();
  }, [step]);

  const confirm = () => {
    setStep('resetting');
    void resetKiosk(widget).finally(() => setStep('done'));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setStep('cancelled');
  };

  if (step === 'confirming') {
    return (
      <div ref={question} className="cn-kiosk-confirm" role="group" aria-labelledby="cn-kiosk-reset-q" aria-describedby="cn-kiosk-reset-what" tabIndex={-1} onKeyDown={onKeyDown}>
        <h3 id="cn-kiosk-reset-q" className="cn-h3">
          Reset this kiosk?
        </h3>
        <p id="cn-kiosk-reset-what">{resetWhat(items, signedIn)}</p>
        <div className="cn-kiosk-actions">
          <button type="button" className="cn-btn cn-btn--danger" onClick={confirm}>
            Yes, reset
          </button>
          <button type="button" className="cn-btn cn-btn--secondary" onClick={() => setStep('cancelled')}>
            Cancel
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="cn-kiosk-reset">
      {step === 'done' && (
        <p ref={done} className="cn-kiosk-done" role="status" tabIndex={-1}>
          This kiosk is reset: the bag is empty and no one is signed in.
        </p>
      )}
      <button ref={button} type="button" className="cn-btn cn-btn--secondary" disabled={step === 'resetting'} onClick={() => setStep('confirming')}>
        {step === 'resetting' ? 'Resetting…' : 'Reset this kiosk'}
      </button>
    </div>
  );
}
