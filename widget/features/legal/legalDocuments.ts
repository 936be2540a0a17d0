import type { RouteName } from '../../../shared/routes';
import type { LegalTextPage } from '../../../shared/types';

export type LegalRoute = Extract<RouteName, 'terms' | 'brandsTerms' | 'dataTerms' | 'dispensaryTerms' | 'ada' | 'privacyPolicy' | 'doNotSell'>;

export interface LegalDocument {
  readonly title: string;
  /** The store setting's key for this page (legal_texts, docs/api-admin.md § Store settings). */
  readonly page: LegalTextPage;
}

// 000 §2 legal routes: each page's title and the key of its text in the store's legal_texts.
export const LEGAL_DOCUMENTS: Readonly<Record<LegalRoute, LegalDocument>> = {
  terms: { title: 'Terms of use', page: 'terms' },
  brandsTerms: { title: 'Brand terms', page: 'brands_terms' },
  dataTerms: { title: 'Data terms', page: 'data_terms' },
  dispensaryTerms: { title: 'Dispensary terms', page: 'dispensary_terms' },
  ada: { title: 'Accessibility', page: 'ada' },
  privacyPolicy: { title: 'Privacy policy', page: 'privacy_policy' },
  doNotSell: { title: 'Do not sell or share my personal information', page: 'do_not_sell' },
};

export const LEGAL_ROUTES = Object.keys(LEGAL_DOCUMENTS) as LegalRoute[];

export function isLegalRoute(name: string): name is LegalRoute {
  return Object.hasOwn(LEGAL_DOCUMENTS, name);
}
