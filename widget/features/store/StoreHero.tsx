import type { ReactNode } from 'react';
import { storePaths } from '../../app/storePaths';
import { Link } from '../../app/router/Link';
import { useStyles } from '../../app/useStyles';
import { useWidget } from '../../app/WidgetContext';
import type { Store } from '../../../shared/types';
import { RatingStars } from './RatingStars';
import { StoreStatusBadge } from './StoreStatusBadge';
import { storeCss } from './storeCss';
import { specialsLabel } from './storeWords';

export type StoreTab = 'menu' | 'specials' | 'about' | 'reviews';

/**
 * The store's banner on its own pages: name, address, schedule status (000 §4), rating, the fulfilment
 * modes and the page tabs. Headings stay h1 on every store page, so each page has exactly one.
 */
export function StoreHero({ store, current, title, children }: { store: Store; current: StoreTab; title?: string; children?: ReactNode }) {
  useStyles('store', storeCss);
  const { storeId } = useWidget();
  const paths = storePaths(store, storeId);
  const tabs: { id: StoreTab; label: string; to: string }[] = [
    { id: 'menu', label: 'Menu', to: paths.menu },
    { id: 'specials', label: specialsLabel(store.store_compliance_language_settings), to: paths.specials },
    { id: 'about', label: 'About', to: paths.about },
    { id: 'reviews', label: 'Reviews', to: paths.reviews },
  ];
  return (
    <header className="cn-store-hero">
      <div className="cn-store-hero__top">
        <StoreAvatar name={store.name} photo={store.photo} />
        <div className="cn-store-hero__text">
          <p className="cn-store-hero__eyebrow">{[store.recreational && 'Recreational', store.medical && 'Medical'].filter(Boolean).join(' & ')} dispensary</p>
          <h1 className="cn-h1">{title ?? store.name}</h1>
          {title && <p className="cn-store-hero__sub">{store.name}</p>}
          <p className="cn-store-hero__meta">
            <StoreStatusBadge store={store} />
            <RatingStars rating={store.rating} count={store.reviews_count} />
            <span className="cn-muted">
              {store.city}, {store.state}
            </span>
          </p>
        </div>
      </div>
      <nav className="cn-tabs" aria-label={`${store.name} pages`}>
        {tabs.map((tab) => (
          <Link key={tab.id} to={tab.to} className="cn-tabs__tab" aria-current={tab.id === current ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      {children}
    </header>
  );
}

/** The store's photo, else its initials on a tint derived from its name (never a broken image). */
export function StoreAvatar({ name, photo, size = 'large' }: { name: string; photo?: string | null; size?: 'large' | 'small' }) {
  if (photo) return <img className={`cn-store-avatar cn-store-avatar--${size}`} src={photo} alt="" />;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (
    <span className={`cn-store-avatar cn-store-avatar--${size}`} style={{ ['--cn-avatar-hue' as string]: String(hash % 360) }} aria-hidden="true">
      {initials}
    </span>
  );
}
