import { useState } from 'react';
import { THUMBNAIL_PX } from '../../../shared/constants';
import type { Product } from '../../../shared/types';
import { ProductImage } from '../../ui/ProductImage';

/** The product image carousel with 88 px thumbnails (000 §2, §9). */
export function ImageGallery({ product, assetBase }: { product: Pick<Product, 'photos' | 'type' | 'root_subtype' | 'name' | 'kind'>; assetBase: string }) {
  const photos = [...(product.photos ?? [])].sort((a, b) => a.position - b.position);
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, Math.max(0, count - 1))];
  return (
    <div className="cn-gallery" aria-roledescription="carousel" aria-label={`Photos of ${product.name}`}>
      <div className="cn-gallery__main">
        {current ? (
          <img className="cn-img" src={current.urls.extraLarge || current.urls.original} alt={`${product.name}, photo ${index + 1} of ${count}`} />
        ) : (
          <ProductImage product={product} assetBase={assetBase} size="extraLarge" />
        )}
        {count > 1 && (
          <>
            <button type="button" className="cn-iconbtn cn-gallery__prev" aria-label="Previous photo" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              ‹
            </button>
            <button type="button" className="cn-iconbtn cn-gallery__next" aria-label="Next photo" disabled={index === count - 1} onClick={() => setIndex(index + 1)}>
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="cn-gallery__thumbs" aria-label="Choose a photo">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className="cn-gallery__thumb"
                style={{ width: THUMBNAIL_PX, height: THUMBNAIL_PX }}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={photo.urls.small || photo.urls.medium} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
