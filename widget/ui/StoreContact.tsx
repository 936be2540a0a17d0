import type { ReactNode } from 'react';
import type { Store } from '../../shared/types';
import { ExternalLink } from '../app';

/**
 * A store's address and phone (a tel: link), and directions to it in a map (an ExternalLink), with a page's own
 * actions beside that button. Styled by storeCss.
 */
export function StoreContact({ store, children }: { store: Pick<Store, 'address' | 'full_address' | 'city' | 'state' | 'zip' | 'phone'>; children?: ReactNode }) {
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(store.full_address || `${store.address}, ${store.city}, ${store.state} ${store.zip}`)}`;
  return (
    <>
      <address className="cn-contact">
        <span>{store.address}</span>
        <span>
          {store.city}, {store.state} {store.zip}
        </span>
        {store.phone && <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>}
      </address>
      <div className="cn-contact__actions">
        <ExternalLink className="cn-btn cn-btn--secondary cn-btn--small" href={mapUrl}>
          Get directions
        </ExternalLink>
        {children}
      </div>
    </>
  );
}
