import type { Store } from '../../shared/types';
import { Link, useWidget } from '../app';
import type { storePaths } from '../app';
import { useSignalValue } from '../state/useSignalValue';
import { Stars } from './Stars';
import { storeStatusText } from './storeStatusText';

export type StoreTab = 'menu' | 'specials' | 'about' | 'reviews';

/** The store's name, status, fulfilment modes and its page tabs, above every store page. */
export function StoreHeader({ store, paths, current }: { store: Store; paths: ReturnType<typeof storePaths>; current: StoreTab }) {
  const { router } = useWidget();
  useSignalValue(router.path);
  const status = storeStatusText(store, Date.now());
  const modes = [store.pickup && 'Pickup', store.delivery && 'Delivery', store.curbside && 'Curbside'].filter(Boolean) as string[];
  const tabs: { id: StoreTab; label: string; to: string }[] = [
    { id: 'menu', label: 'Menu', to: paths.menu },
    { id: 'specials', label: 'Deals', to: paths.specials },
    { id: 'about', label: 'About', to: paths.about },
    { id: 'reviews', label: 'Reviews', to: paths.reviews },
  ];
  return (
    <header className="cn-store">
      <div className="cn-store__top">
        <div className="cn-store__logo" aria-hidden="true">
          {store.photo ? <img src={store.photo} alt="" /> : store.name.charAt(0)}
        </div>
        <div className="cn-store__info">
          <h1 className="cn-h1 cn-store__name">{store.name}</h1>
          <p className="cn-store__line">
            <span className={`cn-status cn-status--${status.status}`}>{status.label}</span>
            {status.detail && <span className="cn-muted">{status.detail}</span>}
            {store.rating !== null && store.reviews_count > 0 && <Stars rating={store.rating} count={store.reviews_count} />}
          </p>
          <p className="cn-store__line cn-muted">
            <span>
              {store.address}, {store.city}, {store.state}
            </span>
          </p>
          <p className="cn-store__modes">
            {store.recreational && <span className="cn-chip">Adult use</span>}
            {store.medical && <span className="cn-chip">Medical</span>}
            {modes.map((mode) => (
              <span key={mode} className="cn-chip">
                {mode}
              </span>
            ))}
          </p>
        </div>
      </div>
      <nav className="cn-store__tabs" aria-label={`${store.name} pages`}>
        {tabs.map((tab) => (
          <Link key={tab.id} to={tab.to} aria-current={tab.id === current ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}

export const storeHeaderCss = `
.cn-store{margin-bottom:8px}
.cn-store__top{display:flex;gap:14px;align-items:flex-start}
.cn-store__logo{flex:none;width:56px;height:56px;border-radius:16px;background:var(--cn-primary);color:var(--cn-on-primary);display:grid;place-items:center;font-size:24px;font-weight:800;overflow:hidden}
.cn-store__logo img{width:100%;height:100%;object-fit:cover}
.cn-store__info{display:grid;gap:4px;min-width:0}
.cn-store__name{font-size:24px}
.cn-store__line{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;font-size:14px}
.cn-store__modes{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.cn-store__modes .cn-chip{height:26px;font-size:12px;background:var(--cn-bg)}
.cn-store__tabs{display:flex;gap:4px;margin-top:16px;border-bottom:1px solid var(--cn-border);overflow-x:auto;scrollbar-width:none}
.cn-store__tabs a{flex:none;padding:10px 14px;font-weight:700;font-size:15px;color:var(--cn-muted);border-bottom:3px solid transparent;margin-bottom:-1px}
.cn-store__tabs a:hover{color:var(--cn-text);text-decoration:none}
.cn-store__tabs a[aria-current=page]{color:var(--cn-text);border-color:var(--cn-primary)}
@container cn (min-width:768px){.cn-store__logo{width:72px;height:72px;font-size:30px;border-radius:20px}.cn-store__name{font-size:32px}}
`;
