import { formatCurrency } from '../../shared/money';
import type { Currency } from '../../shared/money';
import type { WeightPrice } from './weightPrice';

/** The price a shopper pays, with the struck-through price and the percent off when discounted (000 §5). */
export function PriceTag({ price, currency, size = 'md' }: { price: WeightPrice; currency: Currency; size?: 'md' | 'lg' }) {
  if (price.unit === null) return <span className="cn-price cn-muted">Unavailable</span>;
  return (
    <span className={`cn-price cn-price--${size}`}>
      <span className={price.discounted !== null ? 'cn-price__now cn-price__now--sale' : 'cn-price__now'}>
        {price.discounted !== null && <span className="cn-sr">Sale price </span>}
        {formatCurrency(price.unit, { currency })}
      </span>
      {price.discounted !== null && (
        <>
          <s className="cn-price__was">
            <span className="cn-sr">was </span>
            {formatCurrency(price.price, { currency })}
          </s>
          {price.percentOff !== null && <span className="cn-price__off">{price.percentOff}% off</span>}
        </>
      )}
    </span>
  );
}
