import { safeReturnPath } from '../../../shared/routes';
import { useStyles } from '../../app';
import { AccountFrame } from '../../ui/AccountFrame';
import { cartCss } from '../../ui/cartCss';
import { LoadError } from '../../ui/StatePanel';
import { ContinueNotice } from './ContinueNotice';
import { DocumentCard } from './DocumentCard';
import { DOCUMENT_ITEMS } from './documentRules';
import { identificationCss } from './identificationCss';
import { NamesForm } from './NamesForm';
import { useIdentification } from './useIdentification';

/**
 * 001 §2 /profile/identification: the shopper's ID documents (001 §3). `returnTo` is the page that sent them
 * here (return_to, 001 §4), usually checkout at a store that requires ID.
 */
export function IdentificationPage({ returnTo }: { returnTo?: string | null }) {
  return (
    <AccountFrame title="ID documents" current="identification">
      <IdentificationContent returnTo={safeReturnPath(returnTo)} />
    </AccountFrame>
  );
}

function IdentificationContent({ returnTo }: { returnTo: string | null }) {
  // The field and alert styles are the bag's and checkout's (widget/ui/cartCss).
  useStyles('cart', cartCss);
  useStyles('identification', identificationCss);
  const { state, loadError, reload, upload, remove, saveNames } = useIdentification();
  const { answer } = state;
  if (loadError && !answer) return <LoadError what="your ID documents" error={loadError} onRetry={reload} />;
  if (!answer) {
    return (
      <p className="cn-muted" role="status">
        Loading your ID documents…
      </p>
    );
  }
  return (
    <div className="cn-id">
      <p className="cn-muted">Some stores check an ID before they take an order. Add yours once here: photos can be JPEG, PNG or WebP, up to 5 MB each.</p>
      {returnTo && <ContinueNotice returnTo={returnTo} answer={answer} />}
      <NamesForm names={answer.document} onSave={saveNames} />
      <section className="cn-id-photos" aria-labelledby="cn-id-photos-title">
        <h2 id="cn-id-photos-title" className="cn-h2">
          Photos
        </h2>
        <div className="cn-id-cards">
          {DOCUMENT_ITEMS.map((item) => (
            <DocumentCard key={item.item} item={item} answer={answer} sides={state.sides} localPhotos={state.localPhotos} onFile={upload} onRemove={remove} />
          ))}
        </div>
      </section>
    </div>
  );
}
