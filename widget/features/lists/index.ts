export { ProductsPage } from './ProductsPage';
