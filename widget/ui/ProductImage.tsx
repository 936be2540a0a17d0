import { useState } from 'react';
import { productImage } from '../../shared/platform';
import type { CardPhoto, Product } from '../../shared/types';

/**
 * The product's first photo, else its default photo (000 §5: default-photos/{type}/{subtype}.png, then
 * general/{type}.png, served by the host: demo-host/server/defaultPhotos.ts), else a drawn placeholder so no card
 * shows a broken image.
 */
export function ProductImage({
  product,
  size = 'medium',
  assetBase,
  className,
  alt,
}: {
  product: Pick<Product, 'type' | 'root_subtype' | 'name' | 'kind'> & { photos: readonly CardPhoto[] };
  size?: 'small' | 'medium' | 'extraLarge';
  assetBase: string;
  className?: string;
  alt?: string;
}) {
  const image = productImage(product);
  // A card's photo (menu_products?fields=card) carries the medium url only.
  const sources =
    image.kind === 'photo'
      ? [image.photo.urls[size] || image.photo.urls.original || image.photo.urls.medium]
      : [...new Set([image.src, image.fallback])].map((path) => `${assetBase}/${path}`);
  const [attempt, setAttempt] = useState(0);
  if (attempt >= sources.length) {
    return (
      <div
        className={`cn-img cn-img--placeholder cn-img--${product.kind} ${className ?? ''}`}
        role={alt === '' ? undefined : 'img'}
        aria-label={alt === '' ? undefined : (alt ?? product.name)}
      >
        <svg aria-hidden="true" width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M12 21v-7M12 14c-4 0-7-3-7-8 4 0 7 3 7 8Zm0 0c4 0 7-3 7-8-4 0-7 3-7 8Zm0-2c-1.5-3-1.5-6 0-9 1.5 3 1.5 6 0 9Z" />
        </svg>
        <span aria-hidden="true">{product.kind.replace('-', ' ')}</span>
      </div>
    );
  }
  return <img className={`cn-img ${className ?? ''}`} src={sources[attempt]} alt={alt ?? product.name} loading="lazy" decoding="async" onError={() => setAttempt(attempt + 1)} />;
}
