import { currencyForCountry, formatCurrency } from '../../../shared/money';
import { weightLabel, productInStoresDefaultWeight } from '../../../shared/weights';
import type { Product } from '../../../shared/types';
import { fetchProductInStores } from '../../api/products';
import { Link, storePaths, useResource, useWidget } from '../../app';
import { weightPrice } from '../../ui/weightPrice';

/** The product-in-stores view (000 §4): every store carrying it, priced at one default weight. */
export function ProductInStores({ product }: { product: Product }) {
  const { http } = useWidget();
  const answer = useResource(`in-stores:${product.id}`, (signal) => fetchProductInStores(http, product.id, signal));
  const stores = answer.data?.stores ?? [];
  const weight = productInStoresDefaultWeight(
    product,
    stores.map((s) => s.menu_product),
  );
  // 000 §5 country to currency: each store's price is in its own currency; when the list mixes them, every price
  // names its currency, so no Canadian price reads as US dollars beside a US one.
  const currencies = new Set(stores.map((s) => currencyForCountry(s.country_code)));
  const mixed = currencies.size > 1;
  return (
    <section className="cn-pdp__section" aria-labelledby="cn-instores-title">
      <h2 className="cn-h2" id="cn-instores-title">
        Available at {stores.length} {stores.length === 1 ? 'store' : 'stores'}
        {weight !== 'each' && <span className="cn-muted"> · prices for {weightLabel(weight)}</span>}
      </h2>
      {mixed && <p className="cn-muted">Prices are in each store's own currency.</p>}
      {answer.loading && <div className="cn-skel" style={{ height: 120 }} />}
      <ul className="cn-instores">
        {stores.map((entry) => {
          const price = weightPrice(entry.menu_product, weight);
          const paths = storePaths({ id: entry.store_id, name: entry.store_name, url_slug: entry.store_slug });
          return (
            <li key={entry.store_id} className="cn-instores__row">
              <Link to={paths.product(entry.menu_product)}>{entry.store_name}</Link>
              <span className="cn-instores__price">{formatCurrency(price.unit, { currency: currencyForCountry(entry.country_code), withCode: mixed })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
