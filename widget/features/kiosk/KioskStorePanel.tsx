import { useState } from 'react';
import { LoadError } from '../../ui/StatePanel';
import { useStoreContext } from '../../ui/useStoreContext';
import { anonymousCheckoutWords } from './anonymousCheckoutWords';

/** Which store this kiosk is for (GET /stores/{id}) and its kiosk setting, with loading and error states. */
export function KioskStorePanel({ storeId }: { storeId: number | null }) {
  // A failed load is not cached, so mounting the panel again asks again.
  const [attempt, setAttempt] = useState(0);
  if (storeId === null) {
    return (
      <section className="cn-card cn-kiosk-card" aria-labelledby="cn-kiosk-store">
        <h2 id="cn-kiosk-store" className="cn-h2">
          The store
        </h2>
        <p>This kiosk is not linked to a store: its snippet needs data-partner-id, the store’s id.</p>
      </section>
    );
  }
  return <KioskStoreFacts key={attempt} storeId={storeId} onRetry={() => setAttempt(attempt + 1)} />;
}

function KioskStoreFacts({ storeId, onRetry }: { storeId: number; onRetry: () => void }) {
  const { store, error } = useStoreContext(storeId);
  if (error) return <LoadError what="this kiosk's store" error={error} onRetry={onRetry} />;
  if (!store) {
    return (
      <section className="cn-card cn-kiosk-card" aria-label="Loading the store" aria-busy="true">
        <div className="cn-skel cn-kiosk-skel cn-kiosk-skel--title" />
        <div className="cn-skel cn-kiosk-skel" />
        <div className="cn-skel cn-kiosk-skel" />
      </section>
    );
  }
  return (
    <section className="cn-card cn-kiosk-card" aria-labelledby="cn-kiosk-store">
      <h2 id="cn-kiosk-store" className="cn-h2">
        The store
      </h2>
      <dl className="cn-kiosk-facts">
        <div>
          <dt>Store</dt>
          <dd className="cn-kiosk-facts__big">{store.name}</dd>
        </div>
        <div>
          <dt>Store address</dt>
          <dd>{store.full_address || store.address}</dd>
        </div>
        <div>
          <dt>Checkout without an account</dt>
          <dd>{anonymousCheckoutWords(store.kiosk_anonymous_checkout)}</dd>
        </div>
      </dl>
    </section>
  );
}
