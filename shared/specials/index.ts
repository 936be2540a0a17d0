export { isBrandSpecialVisible, brandSpecialSegments } from './isBrandSpecialVisible';
export type { SegmentRules } from './isBrandSpecialVisible';
export { qualifyingStatusDisplay, parseQualifyingStatus, CHECKOUT_NOW_LABEL } from './qualifyingStatusDisplay';
export type { QualifyingStatusDisplay } from './qualifyingStatusDisplay';
export { complianceWords } from './complianceWords';
export type { ComplianceLanguageSettings, ComplianceWords } from './complianceWords';
export { isSpecialShown, shownSpecials } from './goldSpecials';
