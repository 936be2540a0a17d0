export { SpecialsPage } from './SpecialsPage';
export { SpecialPage } from './SpecialPage';
export { SpecialCard } from './SpecialCard';
export { BrandSpecialCard } from './BrandSpecialCard';
export { specialOffer } from './specialOffer';
export type { OfferFields } from './specialOffer';
export { specialKindLabel, specialsHeading } from './specialKind';
export { useVisibleBrandSpecials } from './useVisibleBrandSpecials';
export { specialsCss } from './specialsCss';
