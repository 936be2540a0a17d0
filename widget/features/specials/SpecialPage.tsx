import { useRef } from 'react';
import { STICKY_BANNER_HEIGHT_PX } from '../../../shared/constants';
import { Link, useStyles, useTitle, useWidget } from '../../app';
import { LoadError } from '../../ui/StatePanel';
import { StorePageFrame } from '../../ui/StorePageFrame';
import { brandSpecialCss } from '../../ui/brandSpecialCss';
import type { StorePageData } from '../../ui/StorePageFrame';
import { isSmallScreen } from '../../state/sizeClass';
import { useSignalValue } from '../../state/useSignalValue';
import { complianceWords, parseQualifyingStatus, qualifyingStatusDisplay } from '../../../shared/specials';
import { CartLineList } from './CartLineList';
import { QUALIFYING_WORDS } from './qualifyingWords';
import { SpecialFooter } from './SpecialFooter';
import { specialKindLabel, specialsHeading } from './specialKind';
import { specialOffer } from './specialOffer';
import { SpecialProducts } from './SpecialProducts';
import { specialsCss } from './specialsCss';
import { SpecialSummary } from './SpecialSummary';
import { StickySpecialBanner } from './StickySpecialBanner';
import { useScrolledPast } from './useScrolledPast';
import { useSpecialDetail } from './useSpecialDetail';

/**
 * /stores/{id}/{slug}/specials/{specialId}/{title} (000 §2): the summary panel, the sticky banner on small
 * screens once the summary has scrolled away, the footer of the qualifying status (000 §4) and the
 * qualified and discounted products.
 */
export function SpecialPage({ storeId, specialId }: { storeId: number; specialId: number }) {
  useStyles('specials', specialsCss);
  useStyles('brand-special', brandSpecialCss);
  return (
    <StorePageFrame storeId={storeId} current="specials">
      {(data) => <SpecialDetail {...data} specialId={specialId} />}
    </StorePageFrame>
  );
}

function SpecialDetail({ store, currency, paths, assetBase, specialId }: StorePageData & { specialId: number }) {
  const { sizeClass, stickyTop, router } = useWidget();
  const size = useSignalValue(sizeClass);
  const viewAll = useSignalValue(router.match)?.query.view === 'all';
  const page = useSpecialDetail(store.id, specialId);
  const summary = useRef<HTMLElement>(null);
  const small = isSmallScreen(size);
  const scrolledPast = useScrolledPast(summary, stickyTop, small && page.data !== undefined, STICKY_BANNER_HEIGHT_PX);
  const words = complianceWords(store.store_compliance_language_settings);
  const heading = specialsHeading(words);
  useTitle(page.data ? page.data.special.title : heading);

  if (page.error) return <LoadError what={`this ${words.special}`} error={page.error} onRetry={page.retry} />;
  if (!page.data) {
    return (
      <div aria-busy="true" aria-label="Loading the deal" data-state="loading">
        <div className="cn-skel" style={{ height: 260, borderRadius: 16 }} />
      </div>
    );
  }

  const { special, detail, products, discounted_products } = page.data;
  const status = parseQualifyingStatus(detail.qualifying_status);
  const display = qualifyingStatusDisplay(status);
  const offer = specialOffer(special, currency);
  const kind = specialKindLabel(special.special_type, words);
  const selfPath = paths.special(special.id, special.title);

  return (
    <div className="cn-spdetail">
      <nav aria-label="Breadcrumb">
        <ol className="cn-crumbs">
          <li>
            <Link to={paths.specials}>{heading}</Link>
          </li>
          <li>
            <span aria-current="page">{special.title}</span>
          </li>
        </ol>
      </nav>
      <div className="cn-spdetail__layout">
        <div className="cn-spdetail__aside">
          <SpecialSummary ref={summary} special={special} detail={detail} status={status} display={display} offer={offer} kind={kind} />
          <SpecialFooter detail={detail} display={display} />
          <CartLineList title="Counting toward this deal" lines={detail.qualified_products} />
          {/* 000 §4: discounted products are listed only when qualified or applied. */}
          {display.listDiscountedProducts && <CartLineList title="Discounted in your bag" lines={detail.discounted_products} />}
        </div>
        <div className="cn-spdetail__main">
          <SpecialProducts
            special={special}
            display={display}
            products={products}
            discounted={discounted_products}
            store={store}
            currency={currency}
            assetBase={assetBase}
            productHref={paths.product}
            viewAll={viewAll}
            viewAllHref={`${selfPath}?view=all`}
            backHref={selfPath}
          />
        </div>
      </div>
      {small && scrolledPast && <StickySpecialBanner title={special.title} offer={offer} status={QUALIFYING_WORDS[status]} type={special.special_type} dim={display.dimIcons} />}
    </div>
  );
}
