export { ProductCarousel } from './ProductCarousel';
export type { ProductCarouselProps } from './ProductCarousel';
export { scrollEdges } from './scrollEdges';
export type { ScrollBox, ScrollEdges } from './scrollEdges';
export { useScrollEdges } from './useScrollEdges';
