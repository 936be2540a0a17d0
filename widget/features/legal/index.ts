export { LegalPage } from './LegalPage';
export { LEGAL_DOCUMENTS, LEGAL_ROUTES, isLegalRoute } from './legalDocuments';
export type { LegalDocument, LegalRoute } from './legalDocuments';
