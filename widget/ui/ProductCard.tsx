import { memo, useState } from 'react';
import type { Currency } from '../../shared/money';
import type { MenuCard, Store, WeightId } from '../../shared/types';
import { productCardWeight } from '../../shared/weights';
import { Link, useFlag, useWidget } from '../app';
import { itemOfProduct } from '../platform/analytics';
import { useSignalSelect } from '../state/useSignalValue';
import { LineageTag, lineageLabel } from './LineageTag';
import { PriceTag } from './PriceTag';
import { SponsoredLabel } from './SponsoredLabel';
import { ProductImage } from './ProductImage';
import { Stars } from './Stars';
import { WeightButtons } from './WeightButtons';
import { weightPrice } from './weightPrice';

export interface ProductCardProps {
  readonly product: MenuCard;
  readonly store: Pick<Store, 'id' | 'hide_prices' | 'custom_lineage_labels'>;
  readonly href: string;
  readonly currency: Currency;
  readonly layout?: 'grid' | 'list';
  readonly sortedByPrice?: boolean;
  /** The menu is sorted by Rating (000 §5): the card shows the rating it is sorted by. */
  readonly sortedByRating?: boolean;
  readonly weightFilters?: readonly WeightId[];
  /** Narrows the weights offered (a special's weights). */
  readonly narrow?: (weights: readonly WeightId[]) => readonly WeightId[];
  readonly assetBase: string;
  /** A ranked row's paid placement (001 §7 flight_id): labelled Sponsored. */
  readonly sponsored?: boolean;
}

/**
 * A menu product: photo, brand, name, lineage and potency, the weight buttons on the weight the rules of
 * 000 §4 choose, the price for that weight with its discount, the special badge, and Add to bag.
 */
// Memoized: a menu re-render (a filter click dimming the grid while the next search loads) skips unchanged cards.
export const ProductCard = memo(function ProductCard({
  product,
  store,
  href,
  currency,
  layout = 'grid',
  sortedByPrice,
  sortedByRating,
  weightFilters,
  narrow,
  assetBase,
  sponsored,
}: ProductCardProps) {
  const { cart, analytics } = useWidget();
  // Its own product's status and weight in the bag: an add elsewhere on the menu renders only that card (DESIGN §3 INP).
  const status = useSignalSelect(cart.status, (adding) => adding[product.id]);
  const cartWeight = useSignalSelect(cart.lines, (lines) => lines.find((line) => line.productId === product.id)?.weight ?? null);
  const choice = productCardWeight(product, { cartWeight, sortedByPrice, weightFilters, narrow });
  const [picked, setPicked] = useState<WeightId | null>(null);
  const selected = picked && choice.weights.includes(picked) ? picked : choice.selected;
  const price = weightPrice(product, selected);
  // 000 §1 special-custom-badge: a special's own badge (000 §3 special_custom_badge) only with the flag.
  const customBadge = useFlag('special-custom-badge') ? price.badge : null;
  const badge = customBadge ?? (product.special_title || price.badge ? 'Special' : null);
  const lineage = product.category ? (store.custom_lineage_labels?.[product.category] ?? lineageLabel(product.category)) : null;
  const potency = [
    product.percent_thc != null ? `THC ${product.percent_thc}%` : null,
    product.percent_cbd != null && product.percent_cbd > 0 ? `CBD ${product.percent_cbd}%` : null,
    // 000 §3 thc_dosage_milligrams: an edible's strength is its dose, not a percent.
    product.thc_dosage_milligrams != null && product.thc_dosage_milligrams > 0 ? `${product.thc_dosage_milligrams} mg THC` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const titleId = `cn-p-${product.id}-title`;
  const adding = status?.state === 'adding';
  const selectItem = () => analytics.track('select_item', { items: [itemOfProduct(product)] });

  return (
    <article className={`cn-pcard cn-pcard--${layout}`} aria-labelledby={sponsored ? `${titleId} ${titleId}-ad` : titleId}>
      <Link to={href} className="cn-pcard__media" tabIndex={-1} aria-hidden="true" onClick={selectItem}>
        <ProductImage product={product} assetBase={assetBase} alt="" />
        {(badge || price.percentOff !== null) && <span className="cn-pcard__badges">{badge && <span className="cn-badge">{badge}</span>}</span>}
        {sponsored && <SponsoredLabel id={`${titleId}-ad`} />}
      </Link>
      <div className="cn-pcard__body">
        <p className="cn-pcard__brand">{product.brand ?? '\u00a0'}</p>
        <h3 className="cn-pcard__name" id={titleId}>
          <Link to={href} onClick={selectItem}>
            {product.name}
          </Link>
        </h3>
        <p className="cn-pcard__meta">
          {lineage && <LineageTag lineage={product.category!} label={lineage} />}
          {potency && <span className="cn-pcard__potency">{potency}</span>}
        </p>
        {sortedByRating && <CardRating rating={product.aggregate_rating} count={product.review_count} />}
        {choice.weights.length > 1 || choice.weights[0] !== 'each' ? (
          <WeightButtons
            weights={choice.weights}
            selected={selected}
            onSelect={setPicked}
            currency={currency}
            label={`Weight for ${product.name}`}
            priceOf={store.hide_prices ? undefined : (weight) => weightPrice(product, weight).unit}
          />
        ) : null}
        <div className="cn-pcard__foot">
          {!store.hide_prices && <PriceTag price={price} currency={currency} />}
          <button
            type="button"
            className="cn-btn cn-btn--primary cn-btn--small cn-pcard__add"
            aria-label={`Add ${product.name} to bag`}
            // Focusable while adding (aria-disabled): a disabled button drops the focus, which the bag drawer opening
            // next must give back on Escape.
            disabled={price.price === null}
            aria-disabled={adding || undefined}
            onClick={() => adding || cart.add({ productId: product.id, storeId: store.id, weight: selected, unitCents: price.unit, limit: product })}
          >
            {adding ? 'Adding…' : status?.state === 'added' ? 'Added ✓' : 'Add'}
          </button>
        </div>
        <p className="cn-sr" role="status">
          {status?.state === 'added' ? `${product.name} added to bag` : status?.state === 'failed' ? `Could not add ${product.name}: ${status.message}` : ''}
        </p>
      </div>
    </article>
  );
});

// The Rating sort (000 §5) orders by the rating whatever the number of reviews, so the card shows the figure it is
// sorted by, with its review count: a 5.0 from two reviews reads as such. (000 §5's 5-review threshold is for the
// reviews themselves, on the product page.)
function CardRating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null || count === 0) return <p className="cn-pcard__rating cn-muted">No ratings yet</p>;
  return (
    <p className="cn-pcard__rating">
      <Stars rating={rating} count={count} />
    </p>
  );
}
