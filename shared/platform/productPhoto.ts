import type { CardPhoto, Product } from '../types';

export interface DefaultPhotoPaths {
  src: string;
  fallback: string;
}

export type ProductImage = { kind: 'photo'; photo: CardPhoto } | { kind: 'default'; src: string; fallback: string };

function pathSegment(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * 000 §5: default product photos are static images at default-photos/{type}/{subtype}.png,
 * falling back to default-photos/general/{type}.png. Without a subtype both are the general one.
 */
export function defaultPhotoPaths(type: string, subtype?: string | null): DefaultPhotoPaths {
  const typeSegment = pathSegment(type) || 'general';
  const fallback = `default-photos/general/${typeSegment}.png`;
  const subtypeSegment = subtype ? pathSegment(subtype) : '';
  return { src: subtypeSegment ? `default-photos/${typeSegment}/${subtypeSegment}.png` : fallback, fallback };
}

/** The product's first photo by position, or its default photo with the fallback (000 §5). A card's one photo is its first. */
export function productImage(product: Pick<Product, 'type' | 'root_subtype'> & { photos: readonly CardPhoto[] }): ProductImage {
  const first = [...(product.photos ?? [])].sort((a, b) => a.position - b.position)[0];
  if (first) return { kind: 'photo', photo: first };
  return { kind: 'default', ...defaultPhotoPaths(product.type, product.root_subtype) };
}
