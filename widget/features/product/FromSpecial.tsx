import { fetchSpecialDetail } from '../../api/specialDetail';
import type { SpecialDetailPage } from '../../api/specialDetail';
import { Link, useFlag, useResource, useWidget } from '../../app';
import type { storePaths } from '../../app';
import type { MenuProduct } from '../../../shared/types';
import { isSpecialShown } from '../../../shared/specials';

type SpecialPaths = Pick<ReturnType<typeof storePaths>, 'special' | 'specials'>;

/** 000 §2 Product: the optional query bundleSpecialId, fromSpecialId and fromAllSpecials, read as ids and a flag. */
export interface SpecialQuery {
  readonly bundleSpecialId: number | null;
  readonly fromSpecialId: number | null;
  readonly fromAllSpecials: boolean;
}

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export function readSpecialQuery(query: Readonly<Record<string, string>>): SpecialQuery {
  return {
    bundleSpecialId: idOf(query.bundleSpecialId),
    fromSpecialId: idOf(query.fromSpecialId),
    fromAllSpecials: query.fromAllSpecials === 'true' || query.fromAllSpecials === '1',
  };
}

/** One special of the store, as its page has it (the same answer, so the special's page opens from the cache). */
function useSpecialPage(storeId: number, specialId: number | null) {
  const { http } = useWidget();
  const goldOn = useFlag('gold-bundles');
  const key = specialId === null ? null : `product-special:${storeId}:${specialId}`;
  const answer = useResource(key, (signal) => fetchSpecialDetail(http, storeId, specialId!, null, signal));
  // 000 §1 gold-bundles: a gold special is advertised only under the flag.
  return answer.data && isSpecialShown(answer.data.special, goldOn) ? answer.data : null;
}

/** "Back to <special>" (fromSpecialId) or "Back to all specials" (fromAllSpecials): the way back the shopper came. */
export function SpecialBackLink({ storeId, paths, query }: { storeId: number; paths: SpecialPaths; query: SpecialQuery }) {
  const special = useSpecialPage(storeId, query.fromSpecialId)?.special;
  if (special) return <BackLink to={paths.special(special.id, special.title)} label={`Back to ${special.title}`} />;
  if (query.fromAllSpecials) return <BackLink to={paths.specials} label="Back to all specials" />;
  return null;
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="cn-pdp__back" aria-label={label}>
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  );
}

/** bundleSpecialId: the bundle's offer, what qualifies and what gets the discount, and where this product stands. */
export function BundleOffer({ storeId, paths, product, specialId }: { storeId: number; paths: SpecialPaths; product: MenuProduct; specialId: number }) {
  const page = useSpecialPage(storeId, specialId);
  if (!page) return null;
  const { special, detail } = page;
  return (
    <section className="cn-pdp__bundle" aria-labelledby="cn-pdp-bundle-title">
      <p className="cn-pdp__bundle-tag">{detail.tag_label ?? 'Bundle'}</p>
      <h2 id="cn-pdp-bundle-title" className="cn-h3">
        {special.title}
      </h2>
      {/* The host's callout often repeats the title and the description: each line once. */}
      {[...new Set([detail.callout_text, detail.callout_subtext, detail.description])]
        .filter((line): line is string => !!line && line !== special.title)
        .map((line, index) => (
          <p key={line} className={index === 0 && line === detail.callout_text ? 'cn-pdp__bundle-offer' : undefined}>
            {line}
          </p>
        ))}
      <p className="cn-pdp__bundle-role">{roleOf(page, product)}</p>
      <Link to={paths.special(special.id, special.title)}>See the whole bundle</Link>
    </section>
  );
}

function roleOf(page: SpecialDetailPage, product: MenuProduct): string {
  const qualifies = page.products.some((p) => p.id === product.id);
  const discounted = page.discounted_products.some((p) => p.id === product.id);
  const counts = `${page.products.length} ${page.products.length === 1 ? 'product qualifies' : 'products qualify'}`;
  const gets = page.discounted_products.length > 0 ? `, ${page.discounted_products.length} ${page.discounted_products.length === 1 ? 'gets' : 'get'} the discount` : '';
  if (discounted) return `${product.name} gets the bundle discount. ${counts}${gets}.`;
  if (qualifies) return `${product.name} counts toward this bundle. ${counts}${gets}.`;
  return `${counts}${gets}.`;
}
