export { cartLimitBreach, cartLimitUsage, limitMessage } from './cartLimits';
export type { LimitBreach, LimitLine, LimitUsage } from './cartLimits';
