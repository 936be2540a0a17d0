export { CategoryPage } from './CategoryPage';
