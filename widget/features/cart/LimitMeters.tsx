import { cartLimitMeters } from '../../../shared/cart';
import type { Cart, Store } from '../../../shared/types';

/** Issue 7 §2: how much of each cart-limit group the bag uses, before the server refuses. */
export function LimitMeters({ store, remote }: { store: Store | null; remote: Cart | null }) {
  if (!store || !remote) return null;
  const usage = cartLimitMeters(
    store.cart_limit_rules,
    remote.products.map((p) => ({ kind: p.kind, weight: p.price_id, count: p.count })),
  );
  if (usage.length === 0) return null;
  return (
    <section className="cn-panel" aria-labelledby="cn-limits-title">
      <h2 id="cn-limits-title" className="cn-panel__title">
        Purchase limits
      </h2>
      {usage.map((u) => {
        const tone = u.over ? ' cn-meter--over' : u.share >= 0.8 ? ' cn-meter--near' : '';
        return (
          <div key={u.group} className={`cn-meter${tone}`}>
            <div className="cn-meter__label">
              <span id={`cn-limit-${u.group.replace(/[^a-z0-9]+/gi, "-")}`}>{u.group}</span>
              <span>
                {u.used} of {u.limit} {u.unit}
              </span>
            </div>
            <div className="cn-meter__bar" role="meter" aria-labelledby={`cn-limit-${u.group.replace(/[^a-z0-9]+/gi, "-")}`} aria-valuemin={0} aria-valuemax={u.limit} aria-valuenow={Math.min(u.used, u.limit)} aria-valuetext={`${u.used} of ${u.limit} ${u.unit}`}>
              <div className="cn-meter__fill" style={{ width: `${Math.round(u.share * 100)}%` }} />
            </div>
          </div>
        );
      })}
    </section>
  );
}
