export { WEIGHT_IDS, WEIGHT_LABELS, WEIGHT_GRAMS, isWeightId, weightLabel, weightGrams } from './weightIds';
export type { WeightId } from './weightIds';
export {
  KINDS_SOLD_BY_WEIGHT,
  FLOWER_LIKE_TYPES,
  FLOWER_LIKE_WEIGHTS,
  EXTRACT_WEIGHTS,
  EACH_ONLY,
  isSoldByWeight,
  isFlowerLikeType,
  weightsOfferedForType,
  weightsOfferedFor,
} from './weightsOffered';
export type { ProductKind } from './weightsOffered';
export { DEFAULT_FLOWER_WEIGHT, DEFAULT_EXTRACT_WEIGHT, kindDefaultWeight } from './kindDefaultWeight';
export { parsePrice, priceOf, discountedPriceOf } from './pricesOf';
export type { PriceValue, WeightPriceFields, WeightDiscountedPriceFields, PricedProduct } from './pricesOf';
export { isWeightAvailable, availableWeights, storeHasWeight } from './availableWeights';
export { parseWeightFilter, parseWeightFilters } from './parseWeightFilter';
export { chooseDefaultWeight } from './defaultWeight';
export type { DefaultWeightOptions, DefaultWeightStep, DefaultWeightChoice } from './defaultWeight';
export { productCardWeight } from './productCardWeight';
export type { ProductCardWeightOptions, ProductCardWeightChoice } from './productCardWeight';
export { productInStoresDefaultWeight } from './productInStoresDefaultWeight';
