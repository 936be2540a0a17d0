// The ranked rows' one lazily loaded chunk (lazyRows.tsx): every page's rows together, so the first render's shared
// chunks are split once rather than once per page.
export { BestSellersRanking, MenuInlineRow, MenuRankedRows } from './MenuRows';
export { RankedCard } from './RankedCard';
export { CartToppersRow, SimilarProductsRow } from './PageRows';
export { useBestSellersRanking } from './useBestSellersRanking';
