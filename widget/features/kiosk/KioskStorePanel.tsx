import { useState } from 'react';
import { LoadError } from '../../ui/StatePanel';
import { useStoreContext } from '../../ui/useStoreContext';
import { anonymousCheckoutWords } from './anonymousCheckoutWords';
import { KioskCard, KioskFact } from './KioskCard';

/** Which store this kiosk is for (GET /stores/{id}) and its kiosk setting, with loading and error states. */
export function KioskStorePanel({ storeId }: { storeId: number | null }) {
  // A failed load is not cached, so mounting the panel again asks again.
  const [attempt, setAttempt] = useState(0);
  if (storeId === null) {
    return (
      <KioskCard id="cn-kiosk-store" title="The store">
        <p>This kiosk is not linked to a store: its snippet needs data-partner-id, the store’s id.</p>
      </KioskCard>
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
    <KioskCard id="cn-kiosk-store" title="The store">
      <dl className="cn-kiosk-facts">
        <KioskFact term="Store" className="cn-kiosk-facts__big">
          {store.name}
        </KioskFact>
        <KioskFact term="Store address">{store.full_address || store.address}</KioskFact>
        <KioskFact term="Checkout without an account">{anonymousCheckoutWords(store.kiosk_anonymous_checkout)}</KioskFact>
      </dl>
    </KioskCard>
  );
}
