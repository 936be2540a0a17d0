import { useState } from 'react';
import type { Brand } from '../../../shared/types';

/** The brand's logo, else its initials on its colour (never a broken image). Decorative: the name is beside it. */
export function BrandLogo({ brand, size = 'medium' }: { brand: Pick<Brand, 'name' | 'logo_url' | 'color_hex'>; size?: 'medium' | 'large' }) {
  const [failed, setFailed] = useState(false);
  if (brand.logo_url && !failed) {
    return <img className={`cn-blogo cn-blogo--${size}`} src={brand.logo_url} alt="" loading="lazy" onError={() => setFailed(true)} />;
  }
  const initials = brand.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span className={`cn-blogo cn-blogo--${size} cn-blogo--initials`} style={{ background: brand.color_hex ?? undefined }} aria-hidden="true">
      {initials}
    </span>
  );
}
