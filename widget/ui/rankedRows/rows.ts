// The ranked rows' one lazily loaded chunk (lazyRows.tsx): every page's rows together, so the first render's shared
// chunks are split once rather than once per page.
export { MenuBestSellers, MenuInlineRow, MenuRankedRows } from './MenuRows';
export { CartToppersRow, SimilarProductsRow } from './PageRows';
export { useBestSellersRanking } from './useBestSellersRanking';
