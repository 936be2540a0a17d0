export { StoreMenuPage } from './StoreMenuPage';
export { BestSellersPage } from './BestSellersPage';
