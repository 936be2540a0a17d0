export { ProductsPage } from './ProductsPage';
export { ProductTile } from './ProductTile';
export type { CatalogueProduct } from './ProductTile';
export { ProductTileGrid } from './ProductTileGrid';
export { Pager } from './Pager';
export { useDebounced } from './useDebounced';
export { listsCss } from './listsCss';
