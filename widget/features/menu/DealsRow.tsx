import { listStoreSpecials } from '../../api/specials';
import { Link, useFlag, useResource, useStyles, useWidget } from '../../app';
import type { storePaths } from '../../app';
import { complianceWords, shownSpecials } from '../../../shared/specials';
import type { Store, StoreSpecial } from '../../../shared/types';
import { dealsRowCss } from './dealsRowCss';

export interface DealsRowProps {
  readonly store: Pick<Store, 'id' | 'specials_row_configs' | 'store_compliance_language_settings'>;
  readonly paths: Pick<ReturnType<typeof storePaths>, 'special'>;
  /** How many of the menu's products are on sale (the has_brand_discount facet's `true` count, 000 §3). */
  readonly onSaleCount: number;
  /** Filters the menu to the products on sale. */
  readonly onShowSale: () => void;
}

/**
 * The deals above the menu's results: the store's live specials under its own label (000 §3
 * specials_row_configs.custom_display_name, such as "Daily Deals"; 000 §5 "Ohio stores may use custom labels for the
 * sale row"), each a link to its page, and an On sale row when some of the menu's products are discounted. Nothing
 * at all when there is neither.
 */
export function DealsRow({ store, paths, onSaleCount, onShowSale }: DealsRowProps) {
  useStyles('deals-row', dealsRowCss);
  const { http } = useWidget();
  const goldOn = useFlag('gold-bundles');
  const answer = useResource(`specials:${store.id}`, (signal) => listStoreSpecials(http, store.id, signal));
  // 000 §1 gold-bundles: a gold special shows only under the flag.
  const specials = shownSpecials(answer.data ?? [], goldOn);
  if (specials.length === 0 && onSaleCount <= 0) return null;
  return (
    <div className="cn-deals">
      {specials.length > 0 && <SpecialsList label={rowLabel(store)} specials={specials} hrefOf={(special) => paths.special(special.id, special.title)} />}
      {onSaleCount > 0 && (
        <section className="cn-deals__row" aria-labelledby="cn-deals-sale">
          <h2 id="cn-deals-sale" className="cn-h3">
            On sale
          </h2>
          <button type="button" className="cn-chip cn-deals__sale" onClick={onShowSale}>
            Shop {onSaleCount} {onSaleCount === 1 ? 'product' : 'products'} on sale
          </button>
        </section>
      )}
    </div>
  );
}

function SpecialsList({ label, specials, hrefOf }: { label: string; specials: readonly StoreSpecial[]; hrefOf: (special: StoreSpecial) => string }) {
  return (
    <section className="cn-deals__row" aria-labelledby="cn-deals-specials">
      <h2 id="cn-deals-specials" className="cn-h3">
        {label}
      </h2>
      <ul className="cn-deals__list">
        {specials.map((special) => (
          <li key={special.id}>
            <Link to={hrefOf(special)} className="cn-chip cn-deals__special">
              {special.custom_badge && <span className="cn-badge">{special.custom_badge}</span>}
              {special.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The store's own label for its specials row, else its word for specials (000 §3 compliance words), plural. */
function rowLabel(store: DealsRowProps['store']): string {
  const custom = store.specials_row_configs?.custom_display_name?.trim();
  if (custom) return custom;
  const word = complianceWords(store.store_compliance_language_settings).special;
  const capital = word.charAt(0).toUpperCase() + word.slice(1);
  return /s$/i.test(capital) ? capital : `${capital}s`;
}
