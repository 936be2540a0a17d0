import type { Currency } from '../../../shared/money';
import type { QualifyingStatusDisplay } from '../../../shared/specials';
import type { MenuProduct, Store, StoreSpecial } from '../../../shared/types';
import { Link } from '../../app';
import { ProductCard } from '../../ui/ProductCard';
import { ProductCarousel } from '../../ui/ProductCarousel';
import { StatePanel } from '../../ui/StatePanel';
import { useTrackItemList } from '../../ui/useTrackItemList';

export interface SpecialProductsProps {
  readonly special: StoreSpecial;
  readonly display: QualifyingStatusDisplay;
  readonly products: readonly MenuProduct[];
  readonly discounted: readonly MenuProduct[];
  readonly store: Store;
  readonly currency: Currency;
  readonly assetBase: string;
  readonly productHref: (product: MenuProduct) => string;
  readonly viewAll: boolean;
  readonly viewAllHref: string;
  readonly backHref: string;
}

/**
 * The menu products of the special. A bundle shows what qualifies first; its discounted side appears once
 * the shopper qualifies (000 §4: discounted products are listed only when qualified or applied). Other
 * specials discount what qualifies, so one row serves. 'View all' opens the full list as a grid.
 */
export function SpecialProducts(props: SpecialProductsProps) {
  const { special, display, products, discounted, viewAll } = props;
  const bundle = special.special_type === 'bundle';
  const rows: { title: string; items: readonly MenuProduct[] }[] = [{ title: bundle ? 'Qualifying products' : 'Products in this deal', items: products }];
  if (bundle && display.listDiscountedProducts) rows.unshift({ title: 'Pick your discounted item', items: discounted });
  // One list in analytics: the products the special's page shows, in the order of its rows.
  useTrackItemList(
    'special',
    special.title,
    (viewAll ? rows.slice(-1) : rows).flatMap((row) => row.items),
  );

  if (products.length === 0 && (!bundle || discounted.length === 0)) {
    return <StatePanel title="Nothing on the menu for this deal right now">Products come and go; check the full menu for what's in stock.</StatePanel>;
  }
  if (viewAll) {
    const row = rows[rows.length - 1]!;
    return (
      <section aria-labelledby="cn-spall-title">
        <div className="cn-section__head">
          <h2 id="cn-spall-title" className="cn-h2">
            {row.title} <span className="cn-muted">({row.items.length})</span>
          </h2>
          <Link className="cn-btn cn-btn--ghost cn-btn--small" to={props.backHref}>
            Back to the deal
          </Link>
        </div>
        <ul className="cn-spall">
          {row.items.map((product) => (
            <li key={product.id}>
              <Card product={product} {...props} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <>
      {rows.map((row, index) => (
        <ProductCarousel
          key={row.title}
          title={row.title}
          subtitle={`${row.items.length} ${row.items.length === 1 ? 'product' : 'products'}`}
          items={row.items}
          itemKey={(product) => product.id}
          renderItem={(product) => <Card product={product} {...props} />}
          viewAllTo={index === rows.length - 1 ? props.viewAllHref : null}
          emptyText="None on the menu right now."
        />
      ))}
    </>
  );
}

function Card({ product, store, currency, assetBase, productHref }: SpecialProductsProps & { product: MenuProduct }) {
  return <ProductCard product={product} store={store} href={productHref(product)} currency={currency} assetBase={assetBase} />;
}
