import { weightLabel } from '../../../shared/weights';
import type { CartProduct } from '../../../shared/types';
import { CountStepper } from './CountStepper';
import { money } from './money';

type PriceFields = Record<string, number | string | null | undefined>;

/** One cart line (issue 7 §3): weight, a count stepper, price and discount, remove; unavailable lines say so. */
export function CartLineItem({ product, unavailable, busy, increaseRefusal = null, onCount, onRemove }: { product: CartProduct; unavailable: boolean; busy: boolean; increaseRefusal?: string | null; onCount: (count: number) => void; onRemove: () => void }) {
  const fields = product as unknown as PriceFields;
  const price = fields[`price_${product.price_id}`];
  const discounted = fields[`discounted_price_${product.price_id}`];
  // 001 §3: the unit price is the discounted price if present, otherwise the normal price.
  const unit = discounted ?? price;
  const lineTotal = unit === null || unit === undefined ? null : Number(unit) * product.count;
  const was = discounted !== null && discounted !== undefined && price !== null && price !== undefined && Number(discounted) < Number(price) ? Number(price) * product.count : null;
  const weight = product.price_id === 'each' ? null : weightLabel(product.price_id);
  return (
    <li className={`cn-line${unavailable ? ' cn-line--unavailable' : ''}`}>
      <div className={`cn-line__thumb cn-line__thumb--${product.kind}`} aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M12 21v-7M12 14c-4 0-7-3-7-8 4 0 7 3 7 8Zm0 0c4 0 7-3 7-8-4 0-7 3-7 8Zm0-2c-1.5-3-1.5-6 0-9 1.5 3 1.5 6 0 9Z" />
        </svg>
      </div>
      <div className="cn-line__body">
        <div className="cn-line__top">
          <div>
            <p className="cn-line__name">{product.name}</p>
            <p className="cn-line__meta">
              {product.brand && <span>{product.brand}</span>}
              {weight && <span>{weight}</span>}
              <span>{product.kind.replace('-', ' ')}</span>
            </p>
          </div>
          <p className="cn-line__price">
            {was !== null && (
              <span className="cn-line__was">
                <span className="cn-sr">Was </span>
                {money(was)}
              </span>
            )}
            {lineTotal === null ? '—' : money(lineTotal)}
          </p>
        </div>
        {product.special_title && !unavailable && <span className="cn-line__special">{product.special_title}</span>}
        {unavailable && <p className="cn-line__warn">No longer available</p>}
        <div className="cn-line__actions">
          {unavailable ? <span /> : <CountStepper count={product.count} label={product.name} busy={busy} increaseRefusal={increaseRefusal} onChange={onCount} />}
          <button type="button" className="cn-link-btn" disabled={busy} onClick={onRemove} aria-label={`Remove ${product.name}${weight ? ` ${weight}` : ''}`}>
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
