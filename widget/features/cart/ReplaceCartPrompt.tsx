import { useState } from 'react';
import type { ReplaceRequest } from '../../state/cart';

/** 001 §2 replaceCart: the words and buttons the modal and the embedded page share. */
export function ReplaceCartPrompt({
  request,
  onReplace,
  onKeep,
  headingLevel = 2,
}: {
  request: ReplaceRequest;
  onReplace: () => Promise<unknown>;
  onKeep: () => void;
  headingLevel?: 1 | 2;
}) {
  const [busy, setBusy] = useState(false);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      <Heading className="cn-h2">Start a new bag?</Heading>
      <p className="cn-muted">
        Your bag has items from {request.cartStore?.name || 'another store'}. A bag can hold products from one store at a time. Start a new bag with this product instead?
      </p>
      <div className="cn-modal__actions">
        <button type="button" className="cn-btn cn-btn--secondary" onClick={onKeep} data-autofocus>
          Keep my bag
        </button>
        <button
          type="button"
          className="cn-btn cn-btn--primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onReplace();
            setBusy(false);
          }}
        >
          Start new bag
        </button>
      </div>
    </>
  );
}
