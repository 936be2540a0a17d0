export { StoreAboutPage } from './StoreAboutPage';
export { StoreReviewsPage } from './StoreReviewsPage';
