import { useState } from 'react';
import { Link, storePaths, useWidget } from '../../app';
import { ModeIcon } from '../../ui/ModeIcon';
import { RatingStars } from '../../ui/RatingStars';
import { StoreAvatar } from '../../ui/StoreAvatar';
import { StoreStatusBadge } from '../../ui/StoreStatusBadge';
import type { DispensarySearchRecord } from '../../../shared/types';
import { stateOfRecord } from './placeNames';

const MODES = ['pickup', 'delivery', 'curbside'] as const;
const MODE_LABEL = { pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside' } as const;

/**
 * A store in the directory (000 §3 Dispensary search record): name, place, schedule status, rating,
 * licence and modes. The whole card is clickable through its name's link, so there is one tab stop and
 * one link text per store.
 */
export function DispensaryCard({ store }: { store: DispensarySearchRecord }) {
  const { storeId } = useWidget();
  const [now] = useState(() => Date.now());
  const href = storePaths({ id: store.id, name: store.name, url_slug: store.url_slug }, storeId).menu;
  const state = stateOfRecord(store.country_code, store.state);
  const licences = [store.recreational && 'Recreational', store.medical && 'Medical'].filter(Boolean) as string[];
  return (
    <article className={`cn-dcard${store.photo ? ' cn-dcard--photo' : ''}`}>
      {store.photo ? (
        <div className="cn-dcard__photo">
          <img src={store.photo} alt="" loading="lazy" />
        </div>
      ) : (
        <StoreAvatar name={store.name} size="small" />
      )}
      <div className="cn-dcard__body">
        <h3 className="cn-dcard__name">
          <Link to={href} className="cn-dcard__link">
            {store.name}
          </Link>
        </h3>
        <p className="cn-dcard__place">
          {store.city}, {state ? state.code : store.state}
          {typeof store.distance === 'number' && <span className="cn-dcard__distance"> · {store.distance.toFixed(1)} mi away</span>}
        </p>
        <div className="cn-dcard__row">
          <StoreStatusBadge store={store} now={now} />
        </div>
        <div className="cn-dcard__row">
          {store.reviews_count > 0 && <RatingStars rating={store.rating} count={store.reviews_count} />}
          {licences.map((licence) => (
            <span key={licence} className={`cn-tag cn-dcard__licence cn-dcard__licence--${licence.toLowerCase()}`}>
              {licence}
            </span>
          ))}
        </div>
        <ul className="cn-dcard__modes" aria-label="Ways to shop">
          {MODES.filter((mode) => store[mode]).map((mode) => (
            <li key={mode}>
              <ModeIcon mode={mode} />
              {MODE_LABEL[mode]}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function DispensaryGrid({ stores, label }: { stores: readonly DispensarySearchRecord[]; label: string }) {
  return (
    <ul className="cn-dgrid" aria-label={label}>
      {stores.map((store) => (
        <li key={store.id}>
          <DispensaryCard store={store} />
        </li>
      ))}
    </ul>
  );
}

export function DispensaryGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="cn-dgrid" aria-busy="true" aria-label="Loading dispensaries" data-state="loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="cn-skel" style={{ height: 168, borderRadius: 14 }} />
      ))}
    </div>
  );
}
