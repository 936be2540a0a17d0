import type { DocumentAnswer } from '../../api/documents';
import { Link } from '../../app';
import { STILL_NEEDED, continueLabel, hasIdForCheckout } from './documentRules';

/**
 * For a shopper sent here to add their ID (return_to, 001 §4): the way back once the document has what an
 * ID-checking store asks for, otherwise what is still missing. Announced as it changes.
 */
export function ContinueNotice({ returnTo, answer }: { returnTo: string; answer: DocumentAnswer }) {
  const ready = hasIdForCheckout(answer.completion);
  return (
    <div className="cn-id-next" data-ready={ready || undefined} aria-live="polite">
      {ready ? (
        <>
          <p>Your ID is on file.</p>
          <Link className="cn-btn cn-btn--primary" to={returnTo}>
            {continueLabel(returnTo)}
          </Link>
        </>
      ) : (
        <p>
          <strong>Still needed: </strong>
          {STILL_NEEDED}
        </p>
      )}
    </div>
  );
}
