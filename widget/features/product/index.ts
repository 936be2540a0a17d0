export { ProductPage } from './ProductPage';
export type { ProductPageProps } from './ProductPage';
export { ImageGallery } from './ImageGallery';
export { BuyBox } from './BuyBox';
export type { BuyBoxProps } from './BuyBox';
