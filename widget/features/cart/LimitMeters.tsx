import { useEffect, useId } from 'react';
import { cartLimitMeters } from '../../../shared/cart';
import type { LimitMeter } from '../../../shared/cart';
import type { ServerCart } from '../../../shared/cart';
import { limitAmountText, limitNumberText } from '../../../shared/cartLimits';
import type { Store } from '../../../shared/types';
import type { CartState } from '../../state/cart';
import { useSignalValue } from '../../state/useSignalValue';

/**
 * "28 of 28.5 g", "350 of 1,000 mg THC", "2 of 10 items": the numbers and units the refusals and the server's 422
 * use (shared/cartLimits limitAmountText). A group whose products' data is not known (yet) says so rather than guess.
 */
export function meterText(m: Pick<LimitMeter, 'used' | 'limit' | 'unit'>): string {
  const limit = limitAmountText(m.limit, m.unit);
  return m.used === null ? `Not counted yet (limit ${limit})` : `${limitNumberText(m.used)} of ${limit}`;
}

/**
 * The purchase-limit meters: how much of each cart-limit group the bag uses, before the server refuses. The
 * bag's lines carry their products' THC mg and net weight from the add; lines restored without them are looked
 * up first.
 */
export function LimitMeters({ store, remote, cart }: { store: Store | null; remote: ServerCart | null; cart: CartState }) {
  const lines = useSignalValue(cart.lines);
  const baseId = useId();
  const rules = store?.cart_limit_rules ?? null;
  const missing = !!rules && rules.length > 0 && lines.some((line) => !line.limit);
  useEffect(() => {
    if (missing) void cart.loadLimits();
  }, [cart, missing]);
  if (!store || !remote) return null;
  const kinds = new Map(remote.lines.map((l) => [`${l.productId}:${l.weight}`, l.kind]));
  const meters = cartLimitMeters(
    rules,
    lines.map((line) => ({ kind: kinds.get(`${line.productId}:${line.weight}`) ?? line.limit?.kind ?? '', weight: line.weight, count: line.count, limit: line.limit })),
  );
  if (meters.length === 0) return null;
  return (
    <section className="cn-panel" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="cn-panel__title">
        Purchase limits
      </h2>
      {meters.map((m, index) => {
        const full = m.used !== null && m.used >= m.limit;
        const tone = m.over ? ' cn-meter--over' : full || m.share >= 0.8 ? ' cn-meter--near' : '';
        const labelId = `${baseId}-${index}`;
        const text = meterText(m);
        return (
          <div key={m.group} className={`cn-meter${tone}`}>
            <div className="cn-meter__label">
              <span id={labelId}>{m.group}</span>
              <span>{text}</span>
            </div>
            <div
              className="cn-meter__bar"
              role="meter"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={m.limit}
              aria-valuenow={Math.min(m.used ?? 0, m.limit)}
              aria-valuetext={text}
              aria-busy={m.used === null || undefined}
            >
              <div className="cn-meter__fill" style={{ width: `${Math.round(m.share * 100)}%` }} />
            </div>
            {m.over ? (
              <p className="cn-meter__note">Over the {m.group} limit: remove some to check out.</p>
            ) : full ? (
              <p className="cn-meter__note">{m.group} limit reached: nothing more from this group can be added.</p>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
