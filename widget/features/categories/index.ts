export { CategoryPage } from './CategoryPage';
export { CollectionsPage } from './CollectionsPage';
export { categoryOf, categoryTitle } from './categoryOf';
export type { CategoryRef } from './categoryOf';
