export { StoreMenuPage } from './StoreMenuPage';
