export { BrandsPage } from './BrandsPage';
export { BrandPage } from './BrandPage';
export { BrandTile } from './BrandTile';
export { BrandLogo } from './BrandLogo';
