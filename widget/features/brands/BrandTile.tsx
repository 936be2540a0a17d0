import type { Brand } from '../../../shared/types';
import { brandPath, Link } from '../../app';
import { BrandLogo } from './BrandLogo';

/** A brand in the list: logo, name, how many products, and a deal badge while it has a live brand special. */
export function BrandTile({ brand }: { brand: Brand }) {
  return (
    <article className="cn-btile" style={brand.color_hex ? { ['--cn-brand' as string]: brand.color_hex } : undefined}>
      <BrandLogo brand={brand} />
      <h3 className="cn-btile__name">
        <Link to={brandPath(brand)} className="cn-btile__link">
          {brand.name}
        </Link>
      </h3>
      <p className="cn-btile__count">
        {brand.productCount} {brand.productCount === 1 ? 'product' : 'products'}
      </p>
      {brand.has_active_brand_special && <span className="cn-badge cn-btile__deal">Deal</span>}
    </article>
  );
}
