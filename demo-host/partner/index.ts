// Crawlable catalogue pages (DESIGN §1.6): the partner's server-side include, the sitemaps, and the head of the
// host's own widget pages, all drawn from the public catalogue API.
export { crawlRoutes } from './partnerRoutes';
export type { CrawlRoutesOptions } from './partnerRoutes';
export { loadCataloguePage, isCatalogueRoute } from './loadCataloguePage';
export { CatalogueUnavailable } from './catalogueReads';
export { pageJsonLd, jsonLdScript } from './jsonLd';
export type { CataloguePage } from './cataloguePage';
export { PRODUCTS_LISTED } from './cataloguePage';
export { menuListing } from './menuListing';
export type { MenuListing } from './menuListing';
