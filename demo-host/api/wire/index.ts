export { storeToWire, dispensaryRecord } from './storeToWire';
export { productToWire, menuProductToWire } from './productToWire';
export type { ProductRow, SpecialRow } from './productToWire';
export { specialToWire, brandSpecialToWire, isLiveAt } from './specialToWire';
export { reviewToWire } from './reviewToWire';
export { brandToWire } from './brandToWire';
export { dollars } from './money';
export { cardProduct } from './cardProduct';
