import { useState } from 'react';
import type { Currency } from '../../../shared/money';
import type { MenuProduct, Store, WeightId } from '../../../shared/types';
import { chooseDefaultWeight, availableWeights, weightGrams, weightLabel } from '../../../shared/weights';
import { formatCurrency } from '../../../shared/money';
import { useFlag, useWidget } from '../../app';
import { PriceTag } from '../../ui/PriceTag';
import { WeightButtons } from '../../ui/WeightButtons';
import { weightPrice } from '../../ui/weightPrice';
import { useSignalValue } from '../../state/useSignalValue';

export interface BuyBoxProps {
  readonly product: MenuProduct;
  readonly store: Pick<Store, 'id' | 'hide_prices'>;
  readonly currency: Currency;
  readonly weight: WeightId | null;
  readonly onWeight: (weight: WeightId) => void;
}

const MAX_QUANTITY_CHOICES = 10;

/** Weights with the price of each, the price of the chosen one, quantity and Add to bag. */
export function BuyBox({ product, store, currency, weight, onWeight }: BuyBoxProps) {
  const { cart } = useWidget();
  const status = useSignalValue(cart.status)[product.id];
  const [quantity, setQuantity] = useState(1);
  const weights = availableWeights(product);
  const offered = weights.length > 0 ? weights : (['each'] as WeightId[]);
  // 000 §4: the default weight, the cart's weight first when the product is in the cart.
  const selected =
    weight && offered.includes(weight) ? weight : (cart.weightInCart(product.id) ?? chooseDefaultWeight(product, { explicitDefault: product.default_weight }).weight);
  const price = weightPrice(product, selected);
  // 000 §1 special-custom-badge: the special's own badge (000 §3 special_custom_badge) only with the flag.
  const customBadge = useFlag('special-custom-badge');
  const grams = weightGrams(selected);
  const max = Math.max(1, Math.min(product.max_cart_quantity || MAX_QUANTITY_CHOICES, MAX_QUANTITY_CHOICES));
  const adding = status?.state === 'adding';
  return (
    <div className="cn-buy">
      {!store.hide_prices && (
        <div className="cn-buy__price">
          <PriceTag price={price} currency={currency} size="lg" />
          {selected !== 'each' && <span className="cn-muted"> / {weightLabel(selected)}</span>}
          {grams !== null && price.unit !== null && <span className="cn-buy__pergram">{formatCurrency(Math.round(price.unit / grams), { currency })} per gram</span>}
        </div>
      )}
      {price.badge && <span className="cn-badge">{customBadge ? price.badge : 'Special'}</span>}
      {(offered.length > 1 || offered[0] !== 'each') && (
        <div className="cn-buy__weights">
          <p className="cn-buy__label" id="cn-buy-weight">
            Weight
          </p>
          <WeightButtons
            weights={offered}
            selected={selected}
            onSelect={onWeight}
            currency={currency}
            label="Weight"
            priceOf={store.hide_prices ? undefined : (w) => weightPrice(product, w).unit}
          />
        </div>
      )}
      <div className="cn-buy__row">
        <label className="cn-buy__qty">
          <span className="cn-sr">Quantity</span>
          <select className="cn-select" value={quantity} onChange={(event) => setQuantity(Number((event.target as HTMLSelectElement).value))}>
            {Array.from({ length: max }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                Qty {i + 1}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="cn-btn cn-btn--primary cn-buy__add"
          // While adding the button stays focusable (aria-disabled, not disabled): a disabled button drops the focus to
          // the page, and the bag drawer that opens next would have nothing to give it back to on Escape.
          disabled={price.price === null}
          aria-disabled={adding || undefined}
          onClick={() => adding || cart.add({ productId: product.id, storeId: store.id, weight: selected, count: quantity, unitCents: price.unit, limit: product })}
        >
          {adding ? 'Adding…' : status?.state === 'added' ? 'Added to bag ✓' : 'Add to bag'}
        </button>
      </div>
      <p role="status" className="cn-buy__status">
        {status?.state === 'added' ? `${product.name} (${weightLabel(selected)}) is in your bag.` : status?.state === 'failed' ? status.message : ''}
      </p>
    </div>
  );
}
