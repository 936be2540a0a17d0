export { cartLimitBreach, cartLimitUsage } from './cartLimits';
export type { LimitBreach, LimitLine, LimitUsage } from './cartLimits';
export { limitAmountText, limitMessage, limitNumberText } from './limitText';
export { limitLineOf, limitProductOf } from './limitLine';
export type { LimitProduct } from './limitLine';
