import { useState } from 'react';
import { listStoreSpecials } from '../../api/specials';
import { useFlag, useResource, useStyles, useTitle, useWidget } from '../../app';
import { BrandSpecialCard } from '../../ui/BrandSpecialCard';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { StorePageFrame } from '../../ui/StorePageFrame';
import { brandSpecialCss } from '../../ui/brandSpecialCss';
import { useRetry } from '../../ui/useRetry';
import { useVisibleBrandSpecials } from '../../ui/useVisibleBrandSpecials';
import type { StorePageData } from '../../ui/StorePageFrame';
import { complianceWords } from '../../../shared/specials';
import { shownSpecials } from './goldSpecials';
import { SpecialCard } from './SpecialCard';
import { specialsHeading } from './specialKind';
import { specialsCss } from './specialsCss';

// Brand deals can run to dozens; the first six show and the rest open on request.
const BRAND_SPECIALS_SHOWN = 6;

/** /stores/{id}/{slug}/specials (000 §2): the store's live specials, then the brand specials the shopper may see (000 §5). */
export function SpecialsPage({ storeId }: { storeId: number }) {
  useStyles('specials', specialsCss);
  useStyles('brand-special', brandSpecialCss);
  return (
    <StorePageFrame storeId={storeId} current="specials">
      {(data) => <SpecialsList {...data} />}
    </StorePageFrame>
  );
}

function SpecialsList({ store, currency, paths }: StorePageData) {
  const { http } = useWidget();
  const words = complianceWords(store.store_compliance_language_settings);
  const heading = specialsHeading(words);
  useTitle(`${heading} at ${store.name}`);
  const { key, retry } = useRetry(`specials:${store.id}`);
  const answer = useResource(key, (signal) => listStoreSpecials(http, store.id, signal));
  const goldOn = useFlag('gold-bundles');
  const specials = { error: answer.error, data: answer.data && shownSpecials(answer.data, goldOn) };
  const brandSpecials = useVisibleBrandSpecials({ store_id: store.id });
  const [showAllBrand, setShowAllBrand] = useState(false);

  return (
    <>
      <section aria-labelledby="cn-specials-title">
        <div className="cn-section__head">
          <h2 id="cn-specials-title" className="cn-h2">
            {heading} at {store.name}
          </h2>
          {specials.data && (
            <span className="cn-muted cn-nowrap" aria-live="polite">
              {specials.data.length} {specials.data.length === 1 ? 'deal' : 'deals'}
            </span>
          )}
        </div>
        {specials.error ? (
          <LoadError what={heading.toLowerCase()} error={specials.error} onRetry={retry} />
        ) : !specials.data ? (
          <div className="cn-spgrid" aria-busy="true" aria-label={`Loading ${heading.toLowerCase()}`} data-state="loading">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="cn-skel" style={{ height: 200, borderRadius: 16 }} />
            ))}
          </div>
        ) : specials.data.length === 0 ? (
          <StatePanel title={`No ${heading.toLowerCase()} right now`} icon="%">
            Check back soon: {store.name} adds new deals often.
          </StatePanel>
        ) : (
          <ul className="cn-spgrid">
            {specials.data.map((special) => (
              <li key={special.id}>
                <SpecialCard special={special} href={paths.special(special.id, special.title)} currency={currency} words={words} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {brandSpecials.data && brandSpecials.data.length > 0 && (
        <section className="cn-section" aria-labelledby="cn-brand-specials-title">
          <div className="cn-section__head">
            <h2 id="cn-brand-specials-title" className="cn-h2">
              Brand {heading.toLowerCase()}
            </h2>
          </div>
          <ul className="cn-bsgrid">
            {(showAllBrand ? brandSpecials.data : brandSpecials.data.slice(0, BRAND_SPECIALS_SHOWN)).map((special) => (
              <li key={special.id}>
                <BrandSpecialCard special={special} />
              </li>
            ))}
          </ul>
          {brandSpecials.data.length > BRAND_SPECIALS_SHOWN && (
            <button type="button" className="cn-btn cn-btn--secondary cn-spmore" aria-expanded={showAllBrand} onClick={() => setShowAllBrand(!showAllBrand)}>
              {showAllBrand ? 'Show fewer brand deals' : `Show all ${brandSpecials.data.length} brand deals`}
            </button>
          )}
        </section>
      )}
    </>
  );
}
