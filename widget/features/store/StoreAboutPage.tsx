import { useState } from 'react';
import { useTitle } from '../../app';
import { StoreContact } from '../../ui/StoreContact';
import { StorePageFrame } from '../../ui/StorePageFrame';
import { CURRENT_DEALS } from '../../../shared/types';
import type { Store } from '../../../shared/types';
import { StoreHours } from './StoreHours';
import { StoreModes } from './StoreModes';
import { STORE_OPTION_LABELS } from './storeLabels';

/** /stores/{id}/{slug}/about (000 §2): hours and schedule status, modes, payment options, contact. */
export function StoreAboutPage({ storeId }: { storeId: number }) {
  return (
    <StorePageFrame storeId={storeId} current="about">
      {({ store }) => <StoreAbout store={store} />}
    </StorePageFrame>
  );
}

function StoreAbout({ store }: { store: Store }) {
  useTitle(`About ${store.name}`);
  const [now] = useState(() => Date.now());
  const options = (Object.keys(STORE_OPTION_LABELS) as (keyof typeof STORE_OPTION_LABELS)[]).filter((key) => store.store_options?.[key]);
  const deals = (store.current_deals ?? []).filter((deal) => (CURRENT_DEALS as readonly string[]).includes(deal));
  return (
    <>
      {/* Hours and contact first: on a phone they lead the page, on a desktop they are the right-hand column. */}
      <div className="cn-about">
        <aside className="cn-about__side" aria-label="Hours and contact">
          <section className="cn-card cn-panel" aria-labelledby="cn-about-hours">
            <h2 id="cn-about-hours" className="cn-h2">
              Hours
            </h2>
            <StoreHours store={store} now={now} />
          </section>
          <section className="cn-card cn-panel" aria-labelledby="cn-about-contact">
            <h2 id="cn-about-contact" className="cn-h2">
              Contact
            </h2>
            <StoreContact store={store} />
          </section>
        </aside>
        <div className="cn-about__main">
          {store.description && (
            <section className="cn-card cn-panel" aria-labelledby="cn-about-desc">
              <h2 id="cn-about-desc" className="cn-h2">
                About {store.name}
              </h2>
              <p className="cn-about__desc">{store.description}</p>
            </section>
          )}
          <section className="cn-card cn-panel" aria-labelledby="cn-about-modes">
            <h2 id="cn-about-modes" className="cn-h2">
              Ways to shop
            </h2>
            <StoreModes store={store} />
          </section>
          {(options.length > 0 || deals.length > 0) && (
            <section className="cn-card cn-panel" aria-labelledby="cn-about-amenities">
              <h2 id="cn-about-amenities" className="cn-h2">
                Amenities and deals
              </h2>
              {options.length > 0 && (
                <ul className="cn-checklist">
                  {options.map((key) => (
                    <li key={key}>{STORE_OPTION_LABELS[key]}</li>
                  ))}
                </ul>
              )}
              {deals.length > 0 && (
                <ul className="cn-deals" aria-label="Current deals">
                  {deals.map((deal) => (
                    <li key={deal} className="cn-chip">
                      {deal}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
      </div>
    </>
  );
}
